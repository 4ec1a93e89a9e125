import { CSV_EXPORT_TEXTS } from '@parley/domain';
import { useCallback, useState } from 'react';
import { showToast } from '@/components/toast/show-toast';
import { exportCsv, type TCsvBuilt, type TCsvExport } from './build-csv';

/**
 * Runs an export from a button: `pending` while the file is built, a toast when it fails. The
 * export is asked for at the click, so it holds the rows filtered at that moment; it may be
 * fetched first (a server list's every page).
 */
export function useCsvExport<Row>(getExport: () => TCsvExport<Row> | Promise<TCsvExport<Row>>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(async (): Promise<TCsvBuilt | null> => {
    setPending(true);
    try {
      return await exportCsv(await getExport());
    } catch {
      showToast({
        type: 'error',
        header: CSV_EXPORT_TEXTS.exportFailedHeader,
        content: CSV_EXPORT_TEXTS.exportFailed,
      });
      return null;
    } finally {
      setPending(false);
    }
  }, [getExport]);
  return { run, pending };
}
