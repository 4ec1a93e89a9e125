import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Radio,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { ASSET_PICKER_TEXTS as T, ASSET_TEXTS, fillText, type TAsset } from '@parley/domain';
import type { TPage } from '@/lib/api-client';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { SERVER_SEARCH_DEBOUNCE_MS } from '@/components/data-table/resource-data-table';
import { ActionModal } from '@/components/layout/action-modal';
import { assets } from '@/resources/assets';
import { AddImageDialog } from './add-image-dialog';
import { overBudgetMessage } from './asset-budget';
import { AssetSummary } from './asset-summary';

/** The images a library dialog lists at once: a larger library is searched. */
export const LIBRARY_PAGE_SIZE = 100;

export interface TAssetLibraryDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the picker's value: selected when the dialog opens */
  value: TAsset | null;
  budgetBytes: number;
  onConfirm: (asset: TAsset) => void;
}

/**
 * The library open (doc 000 §4, §9): Add image above a search (case-insensitive on the name, on
 * the server, after typing pauses) and the images by name, each with its thumbnail, name and size.
 * One is selected at a time; Confirm takes it, and stays disabled with nothing selected or with an
 * image over the budget. An upload from Add image comes back selected.
 */
export function AssetLibraryDialog({
  opened,
  onClose,
  value,
  budgetBytes,
  onConfirm,
}: TAssetLibraryDialogProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SERVER_SEARCH_DEBOUNCE_MS);
  // undefined: nothing picked since it opened, so the picker's value is the selection
  const [picked, setPicked] = useState<TAsset | null | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  // an upload, to bring into view once the list holds it (sorted by name, it may be far down)
  const [reveal, setReveal] = useState<string | null>(null);
  const selected = picked === undefined ? value : picked;
  // the last answer stays on screen while the next search runs
  const list = useQuery({
    ...assets.listQueryOptions({
      sort: 'name',
      limit: LIBRARY_PAGE_SIZE,
      ...(debounced ? { q: debounced } : {}),
    }),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const refusal = selected ? overBudgetMessage(selected.size, budgetBytes) : null;
  const refusalId = useId();

  const reset = () => {
    setSearch('');
    setPicked(undefined);
    setAdding(false);
    setReveal(null);
  };

  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      onReset={reset}
      title={T.libraryTitle}
      actions={
        <Button
          disabled={!selected || refusal !== null}
          aria-describedby={refusal ? refusalId : undefined}
          onClick={() => selected && onConfirm(selected)}
        >
          {T.confirm}
        </Button>
      }
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={T.search}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          style={{ flex: '1 1 14rem' }}
          data-autofocus
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {T.addImage}
        </Button>
      </Group>
      <LibraryResults
        list={list}
        searched={debounced !== ''}
        selected={selected}
        onSelect={setPicked}
        reveal={reveal}
        onRevealed={() => setReveal(null)}
      />
      {refusal ? (
        <Text id={refusalId} c="red.8" size="sm" role="alert">
          {refusal}
        </Text>
      ) : null}
      <AddImageDialog
        opened={adding}
        onClose={() => setAdding(false)}
        budgetBytes={budgetBytes}
        onUploaded={(asset) => {
          setAdding(false);
          setSearch('');
          setPicked(asset);
          setReveal(asset.id);
        }}
      />
    </ActionModal>
  );
}

interface TLibraryResultsProps {
  list: UseQueryResult<TPage<TAsset>>;
  searched: boolean;
  selected: TAsset | null;
  onSelect: (asset: TAsset) => void;
  /** the id of an image to scroll into view, once the list has it */
  reveal: string | null;
  onRevealed: () => void;
}

/** The search's answer: loading, its failure, one of the spec's two empty texts, or the images. */
function LibraryResults({ list, searched, selected, onSelect, reveal, onRevealed }: TLibraryResultsProps) {
  const cards = useRef<HTMLDivElement>(null);
  const items = list.data?.items;
  const fetching = list.isFetching;
  useEffect(() => {
    if (!reveal) return;
    // the list refetched after the upload places it by name; until then it is shown first
    if (fetching && !items?.some((a) => a.id === reveal)) return;
    const card = cards.current?.querySelector(`[data-asset-id="${reveal}"]`);
    if (!card) return;
    card.scrollIntoView({ block: 'nearest' });
    onRevealed();
  }, [reveal, items, fetching, onRevealed]);

  if (list.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={T.results} />
      </Center>
    );
  }
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  const found = list.data.items;
  // the selection stays in view (an upload beyond the first page, or one the search leaves out)
  const shown = selected && !found.some((a) => a.id === selected.id) ? [selected, ...found] : found;
  if (shown.length === 0) {
    return (
      <Text c="dimmed" py="md" role="status">
        {searched ? ASSET_TEXTS.noMatches : ASSET_TEXTS.emptyLibrary}
      </Text>
    );
  }
  const byId = new Map(shown.map((a) => [a.id, a]));
  return (
    <Stack gap="xs">
      <Radio.Group
        label={T.results}
        value={selected?.id ?? null}
        onChange={(id) => {
          const asset = byId.get(id);
          if (asset) onSelect(asset);
        }}
      >
        {/* Autosize lets its content grow to its min-content (a long name, whole): held to the
            dialog's width, the name is cut with an ellipsis and nothing scrolls sideways */}
        <ScrollArea.Autosize
          mah="50vh"
          type="auto"
          mt="xs"
          scrollbars="y"
          styles={{ content: { minWidth: 0 } }}
        >
          <Stack gap="xs" pr="xs" ref={cards}>
            {shown.map((asset) => (
              <Radio.Card
                key={asset.id}
                value={asset.id}
                p="xs"
                radius="md"
                aria-label={asset.name}
                data-asset-id={asset.id}
              >
                <Group gap="sm" wrap="nowrap">
                  <Radio.Indicator />
                  <AssetSummary asset={asset} />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
      {list.data.page.nextCursor ? (
        <Text size="sm" c="dimmed">
          {fillText(T.moreThanShown, { count: String(LIBRARY_PAGE_SIZE) })}
        </Text>
      ) : null}
    </Stack>
  );
}
