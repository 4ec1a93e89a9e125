import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_EXPORT_MEASURE, buildCsv, exportCsv, type TCsvExport } from './build-csv';
import type { TCsvRequest, TCsvResponse } from './csv-protocol';
import { createCsvWorkerHandler } from './csv-worker-handler';

interface TRow {
  id: number;
  phone: string;
  note: string;
}
const rows: TRow[] = Array.from({ length: 30 }, (_, i) => ({
  id: i,
  phone: `+1555000${String(i).padStart(4, '0')}`,
  note: i === 3 ? '=1+1' : `n${i}`,
}));
const spec: TCsvExport<TRow> = {
  rows,
  columns: [
    { id: 'id', header: 'Id' },
    { id: 'phone', header: 'Phone' },
    { id: 'note', header: 'Note' },
  ],
  exclude: ['id'],
  baseName: 'things',
  date: new Date(2026, 10, 23),
};

const readBack = async (blob: Blob) => {
  // jsdom's Blob has no text(): FileReader reads its bytes
  const bytes = await new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  return Papa.parse<string[]>(text).data;
};

/** A Worker that runs the worker's handler asynchronously, recording what it was sent. */
function fakeWorker(sent: TCsvRequest[]) {
  return () => {
    const worker = {
      onmessage: null as ((event: MessageEvent<TCsvResponse>) => void) | null,
      onerror: null,
      terminate: vi.fn(),
      postMessage(request: TCsvRequest) {
        sent.push(structuredClone(request));
        queueMicrotask(() => handle(request));
      },
    };
    const handle = createCsvWorkerHandler((response) =>
      worker.onmessage?.({ data: response } as MessageEvent<TCsvResponse>),
    );
    return worker as unknown as Worker;
  };
}

afterEach(() => vi.restoreAllMocks());

describe('building a CSV export', () => {
  it('writes every row given, without the excluded columns, named with the date', async () => {
    const built = await buildCsv(spec, null);
    expect(built.fileName).toBe('things-2026-11-23.csv');
    expect(built.rows).toBe(30);
    expect(built.offThread).toBe(false);
    const data = await readBack(built.blob);
    expect(data[0]).toEqual(['Phone', 'Note']);
    expect(data).toHaveLength(31);
    expect(data[1]).toEqual(['+15550000000', 'n0']);
    expect(data[4]).toEqual(['+15550000003', "'=1+1"]);
  });

  it('sends the rows to the worker in slices, yielding between them, and leaves a performance measure', async () => {
    const sent: TCsvRequest[] = [];
    let clock = 0;
    // each reading of the clock moves it 3 ms: a slice holds a few rows, then the export yields
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    const measure = vi.spyOn(performance, 'measure');
    const built = await buildCsv(spec, fakeWorker(sent));
    expect(built.offThread).toBe(true);
    const slices = sent.filter((r) => r.type === 'rows');
    expect(slices.length).toBeGreaterThan(3);
    expect(slices.flatMap((s) => (s.type === 'rows' ? s.rows : []))).toHaveLength(30);
    expect(sent[0]).toEqual({ type: 'start', header: ['Phone', 'Note'] });
    expect(sent.at(-1)).toEqual({ type: 'end' });
    expect(measure).toHaveBeenCalledWith(CSV_EXPORT_MEASURE, expect.objectContaining({ duration: built.ms }));
    expect((await readBack(built.blob)).length).toBe(31);
  });

  it('fails when the worker says so', async () => {
    const failing = () => {
      const worker = {
        onmessage: null as ((event: MessageEvent<TCsvResponse>) => void) | null,
        onerror: null,
        terminate: vi.fn(),
        postMessage(request: TCsvRequest) {
          if (request.type === 'end')
            queueMicrotask(() =>
              worker.onmessage?.({ data: { type: 'error', message: 'boom' } } as MessageEvent<TCsvResponse>),
            );
        },
      };
      return worker as unknown as Worker;
    };
    await expect(buildCsv(spec, failing)).rejects.toThrow('boom');
  });

  it('downloads the file under its name', async () => {
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('things-2026-11-23.csv');
      expect(this.getAttribute('href')).toBe('blob:csv');
    });
    await exportCsv(spec);
    expect(click).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
