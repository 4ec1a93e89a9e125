import type { TCsvColumn } from '@/lib/csv/csv-columns';
import { buildCsv } from '@/lib/csv/build-csv';
import type { TDemoRow } from '@/components/data-table/demo-rows';

/** What each bench page hands the driver: the rows a CSV export would write, and its columns. */
export interface TBenchSource {
  filteredRows: () => readonly TDemoRow[];
  columns: () => TCsvColumn<TDemoRow>[];
}

declare global {
  interface Window {
    __bench?: { ready: boolean; exportCsv: () => Promise<{ ms: number; rows: number; bytes: number }> };
  }
}

/** Marks the first paint of rows and exposes the export both pages run through lib/csv. */
export function installBenchHooks(source: () => TBenchSource | null): void {
  window.__bench = {
    ready: false,
    exportCsv: async () => {
      const current = source();
      if (!current) throw new Error('no table yet');
      const built = await buildCsv({
        rows: current.filteredRows(),
        columns: current.columns(),
        baseName: 'bench',
      });
      return { ms: built.ms, rows: built.rows, bytes: built.blob.size };
    },
  };
  const check = () => {
    if (document.querySelector('tbody tr[data-index]')) {
      requestAnimationFrame(() => {
        performance.mark('rows-painted');
        window.__bench!.ready = true;
      });
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
