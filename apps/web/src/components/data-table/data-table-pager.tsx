import { ActionIcon, Group, Pagination, Select, Text } from '@mantine/core';
import { DATA_TABLE_TEXTS, TABLE_PAGE_SIZES, fillText } from '@parley/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

const SIZE_CHOICES = TABLE_PAGE_SIZES.map(String);

/** doc 001 §9: the page size (10 … 500) and the page navigation beside it. */
export function DataTablePager({
  pageSize,
  onPageSize,
  children,
}: {
  pageSize: number;
  onPageSize: (size: number) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Group justify="space-between" mt="sm" gap="sm">
      <Group gap="xs">
        <Text size="sm" component="label" htmlFor={id}>
          {DATA_TABLE_TEXTS.rowsPerPage}
        </Text>
        <Select
          id={id}
          size="xs"
          w={80}
          data={SIZE_CHOICES}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => value && onPageSize(Number(value))}
        />
      </Group>
      {children}
    </Group>
  );
}

/** Numbered pages, when the table knows how many there are (rows already loaded). */
export function NumberedPages({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <Pagination
      size="sm"
      total={total}
      value={page}
      onChange={onChange}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': DATA_TABLE_TEXTS.previousPage }
          : control === 'next'
            ? { 'aria-label': DATA_TABLE_TEXTS.nextPage }
            : {}
      }
      getItemProps={(n) => ({ 'aria-label': fillText(DATA_TABLE_TEXTS.page, { page: n }) })}
      withEdges={false}
    />
  );
}

/** Previous / next by cursor, when the server pages without a count. */
export function CursorPages({
  page,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: {
  page: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <Group gap="xs">
      <ActionIcon
        variant="default"
        aria-label={DATA_TABLE_TEXTS.previousPage}
        disabled={!canPrevious}
        onClick={onPrevious}
      >
        <IconChevronLeft size={16} aria-hidden="true" />
      </ActionIcon>
      <Text size="sm">{fillText(DATA_TABLE_TEXTS.page, { page })}</Text>
      <ActionIcon
        variant="default"
        aria-label={DATA_TABLE_TEXTS.nextPage}
        disabled={!canNext}
        onClick={onNext}
      >
        <IconChevronRight size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
