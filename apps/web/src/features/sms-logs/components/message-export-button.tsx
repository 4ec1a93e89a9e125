import { Button, Group, Text } from '@mantine/core';
import {
  MESSAGE_EXPORT_BUTTON_TEXTS as T,
  ZMessageFilters,
  fillText,
  messagesText,
  type TListQuery,
  type TMessageExport,
  type TMessageFilters,
} from '@parley/domain';
import { IconDownload, IconFileExport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { showFailureToast } from '@/components/toast/query-feedback';
import { downloadFile } from '@/lib/csv/build-csv';
import { fetchFile } from '@/lib/fetch-file';
import { messageExports } from '@/resources/messages';

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1_000;

const FILTER_KEYS = ZMessageFilters.keyof().options;

/** The table's query without its paging and order: the filters the export takes. */
export function exportFilters(query: TListQuery): TMessageFilters {
  return Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (query[key] == null ? [] : [[key, String(query[key])]])),
  ) as TMessageFilters;
}

const running = (e: TMessageExport | undefined) => e?.status === 'queued' || e?.status === 'running';

/** What the export is doing, read out as it changes. */
function progressText(e: TMessageExport | undefined): string | null {
  if (!e) return null;
  if (e.status === 'failed') return T.failed;
  return fillText(e.status === 'done' ? T.done : T.progress, { rows: messagesText(e.rowsWritten) });
}

/**
 * Export CSV on the log (issue 28): every message the filters match, however many, so the server
 * writes the file in a job (POST /v3/messages/exports) while this asks for its progress each
 * second; once it is done, the file is offered. Another click exports again with the filters then.
 */
export function MessageExportButton({ query }: { query: TListQuery }) {
  const [started, setStarted] = useState<TMessageExport | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const progress = useQuery({
    ...messageExports.query('get', {
      scope: [started?.exportId],
      params: { exportId: started?.exportId ?? '' },
      staleTime: 0,
    }),
    enabled: started !== null,
    placeholderData: started ? [started] : undefined,
    refetchInterval: (q) => (running(q.state.data?.[0]) ? EXPORT_POLL_MS : false),
  });
  const current = progress.data?.[0] ?? started ?? undefined;

  const start = async () => {
    setStarting(true);
    const made = await messageExports.sendOne('start', { body: exportFilters(query) });
    setStarting(false);
    if (made.ok) setStarted(made.value);
    else showFailureToast(T.failed, made.error);
  };
  const download = async (file: TMessageExport) => {
    setDownloading(true);
    const got = await fetchFile(`/v3/messages/exports/${encodeURIComponent(file.exportId)}/file`);
    setDownloading(false);
    if (got.ok) downloadFile(got.value, file.fileName);
    else showFailureToast(T.failed, got.error);
  };

  const busy = starting || running(current);
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="sm"
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden="true" />}
        loading={busy}
        onClick={() => void start()}
      >
        {T.button}
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite" role="status">
        {starting ? T.starting : progressText(current)}
      </Text>
      {current?.status === 'done' ? (
        <Button
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={downloading}
          onClick={() => void download(current)}
        >
          {fillText(T.download, { file: current.fileName })}
        </Button>
      ) : null}
    </Group>
  );
}
