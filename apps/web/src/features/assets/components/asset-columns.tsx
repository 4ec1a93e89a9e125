import { Badge, Image, Stack, Text, Tooltip } from '@mantine/core';
import {
  ASSETS_PAGE_TEXTS as T,
  SUPPORTED_IMAGE_TYPES,
  fillText,
  formatDateTime,
  formatFileSize,
  type TAsset,
} from '@parley/domain';
import type { TDataTableColumn } from '@/components/data-table';
import { assetImageSrc } from '@/resources/asset-image';

const typeLabel = (asset: TAsset) =>
  SUPPORTED_IMAGE_TYPES.find((t) => t.mime === asset.contentType)?.label ?? asset.contentType;

/**
 * The assets table's columns: a thumbnail (from the portal's own address), name, description, size (with a
 * badge when over the carrier budget in force), type, modification date and, hidden at first,
 * the public URL (for the CSV file).
 */
export function assetColumns(budgetBytes: number): TDataTableColumn<TAsset>[] {
  const budget = formatFileSize(budgetBytes);
  return [
    {
      id: 'thumbnail',
      header: T.image,
      sortable: false,
      searchable: false,
      csv: false,
      width: 72,
      // the name is the next cell: the thumbnail is the same thing seen, so it needs no words
      cell: (a) => (
        <Image src={assetImageSrc(a)} alt="" w={48} h={48} fit="cover" radius="sm" loading="lazy" />
      ),
    },
    // Name and description are cut narrower than the table's 320 px cells, and the date takes two
    // lines: with every column and the four row actions, the table fits a 1280 px window that has
    // a classic scrollbar (it scrolled sideways and cut the delete buttons off; issue 23).
    {
      id: 'name',
      header: T.name,
      hideable: false,
      cell: (a) => (
        <Text size="sm" truncate="end" maw={180} title={a.name}>
          {a.name}
        </Text>
      ),
    },
    {
      id: 'description',
      header: T.description,
      sortable: false,
      cell: (a) => (
        <Text size="sm" truncate="end" maw={160} title={a.description}>
          {a.description}
        </Text>
      ),
    },
    {
      id: 'size',
      header: T.size,
      searchable: false,
      // room for the over-budget badge, whole
      width: 130,
      cell: (a) => (
        // the badge under the size: beside it, it squeezed the row's actions out of a 1280 px page
        <Stack gap={4} align="flex-start">
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatFileSize(a.size)}
          </Text>
          {a.size > budgetBytes ? (
            <Tooltip label={fillText(T.overBudgetHint, { budget })} withArrow>
              <Badge color="red" c="red.9" variant="light" tabIndex={0}>
                {fillText(T.overBudget, { budget })}
              </Badge>
            </Tooltip>
          ) : null}
        </Stack>
      ),
    },
    { id: 'type', header: T.type, value: typeLabel, sortable: false, searchable: false },
    {
      id: 'modificationDate',
      header: T.modified,
      searchable: false,
      // the date over the time: the spec's format, with a line break for its first space
      cell: (a) => (
        <Text size="sm" style={{ whiteSpace: 'pre' }}>
          {formatDateTime(a.modificationDate).replace(' ', '\n')}
        </Text>
      ),
    },
    { id: 'publicUrl', header: T.publicUrl, sortable: false, searchable: false, visible: false },
  ];
}
