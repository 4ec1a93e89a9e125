import { keptColumns, rowCells, type TCsvColumn } from './csv-columns';
import { csvFileName } from './csv-file-name';
import type { TCsvRequest, TCsvResponse } from './csv-protocol';

export interface TCsvExport<Row> {
  /** the rows to write: the table's filtered rows, all of them, not the page shown */
  rows: readonly Row[];
  columns: readonly TCsvColumn<Row>[];
  /** ids of columns left out */
  exclude?: readonly string[];
  /** the file's name before its date: 'webhooks' gives webhooks-2026-11-23.csv */
  baseName: string;
  /** the date in the name (today by default) */
  date?: Date;
}

/** What one export took: the measurement hook bench:table reads (also a `performance` measure). */
export interface TCsvBuilt {
  blob: Blob;
  fileName: string;
  rows: number;
  /** from the call to the file ready, in ms */
  ms: number;
  /** whether a worker built it (false where there is none: jsdom, an old browser) */
  offThread: boolean;
}

/** Name of the `performance.measure` each export leaves, for benchmarks. */
export const CSV_EXPORT_MEASURE = 'parley:csv-export';

/**
 * Main-thread work per slice before it yields: turning rows into cell text runs the columns'
 * functions, which cannot go to the worker; in slices this short no long task (50 ms) forms.
 */
const SLICE_MS = 8;

/** The port the rows go through: a worker, or the same logic in this thread where none exists. */
interface TCsvPort {
  send(request: TCsvRequest): void;
  result: Promise<Blob>;
  close(): void;
  offThread: boolean;
}

async function openPort(makeWorker: (() => Worker) | null): Promise<TCsvPort> {
  let settle!: { resolve: (blob: Blob) => void; reject: (err: Error) => void };
  const result = new Promise<Blob>((resolve, reject) => (settle = { resolve, reject }));
  const onResponse = (response: TCsvResponse) => {
    if (response.type === 'done') settle.resolve(response.blob);
    else settle.reject(new Error(response.message));
  };
  if (!makeWorker) {
    // loaded only here: papaparse stays out of the page's own code, in the worker's
    const { createCsvWorkerHandler } = await import('./csv-worker-handler');
    const handle = createCsvWorkerHandler(onResponse);
    return { send: handle, result, close: () => undefined, offThread: false };
  }
  const worker = makeWorker();
  worker.onmessage = (event: MessageEvent<TCsvResponse>) => onResponse(event.data);
  worker.onerror = (event) => settle.reject(new Error(event.message || 'The CSV worker failed.'));
  return {
    send: (request) => worker.postMessage(request),
    result,
    close: () => worker.terminate(),
    offThread: true,
  };
}

const defaultWorker = (): Worker =>
  new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'csv-export' });

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Builds the CSV file of an export (issue 13): the cells are made here a slice at a time and
 * handed to a worker, which quotes them (RFC 4180), applies the formula guard and answers a Blob.
 * `makeWorker` is for tests; null builds in this thread.
 */
export async function buildCsv<Row>(
  spec: TCsvExport<Row>,
  makeWorker: (() => Worker) | null = typeof Worker === 'undefined' ? null : defaultWorker,
): Promise<TCsvBuilt> {
  const started = performance.now();
  const columns = keptColumns(spec.columns, spec.exclude);
  const port = await openPort(makeWorker);
  try {
    port.send({ type: 'start', header: columns.map((c) => c.header) });
    let index = 0;
    while (index < spec.rows.length) {
      const sliceStart = performance.now();
      const slice: string[][] = [];
      while (index < spec.rows.length && performance.now() - sliceStart < SLICE_MS)
        slice.push(rowCells(spec.rows[index++] as Row, columns));
      port.send({ type: 'rows', rows: slice });
      if (index < spec.rows.length) await nextTask();
    }
    port.send({ type: 'end' });
    const blob = await port.result;
    const ms = performance.now() - started;
    performance.measure(CSV_EXPORT_MEASURE, { start: started, duration: ms });
    return {
      blob,
      fileName: csvFileName(spec.baseName, spec.date),
      rows: spec.rows.length,
      ms,
      offThread: port.offThread,
    };
  } finally {
    port.close();
  }
}

/** Hands a built file to the browser as a download. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the URL once the click's task is over
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Builds the export and downloads it. */
export async function exportCsv<Row>(spec: TCsvExport<Row>): Promise<TCsvBuilt> {
  const built = await buildCsv(spec);
  downloadFile(built.blob, built.fileName);
  return built;
}
