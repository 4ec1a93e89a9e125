import { createCsvBuilder } from './csv-text';
import { CSV_MIME, UTF8_BOM, type TCsvRequest, type TCsvResponse } from './csv-protocol';

/**
 * The worker's logic without the worker (so it is tested in jsdom): it gathers the slices, and at
 * the end answers the file as a Blob.
 */
export function createCsvWorkerHandler(reply: (response: TCsvResponse) => void) {
  let builder: ReturnType<typeof createCsvBuilder> | null = null;
  return (request: TCsvRequest) => {
    try {
      if (request.type === 'start') builder = createCsvBuilder(request.header);
      else if (!builder) throw new Error('The CSV export had no header.');
      else if (request.type === 'rows') builder.add(request.rows);
      else {
        reply({
          type: 'done',
          blob: new Blob([UTF8_BOM, ...builder.parts()], { type: CSV_MIME }),
          rows: builder.rows(),
        });
        builder = null;
      }
    } catch (err) {
      builder = null;
      reply({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  };
}
