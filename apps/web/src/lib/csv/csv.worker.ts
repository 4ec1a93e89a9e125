import { createCsvWorkerHandler } from './csv-worker-handler';
import type { TCsvRequest, TCsvResponse } from './csv-protocol';

// The CSV export's worker: quoting and the formula guard run here, off the main thread. The web
// project's types are the DOM's (the webworker lib clashes with them), so the worker's scope is
// described by the two members used.
const scope = self as unknown as {
  postMessage(response: TCsvResponse): void;
  onmessage: ((event: MessageEvent<TCsvRequest>) => void) | null;
};
const handle = createCsvWorkerHandler((response) => scope.postMessage(response));
scope.onmessage = (event) => handle(event.data);
