import { vi } from 'vitest';

export interface TXhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData | null;
  /** reports upload progress to the page, as the browser's `xhr.upload` progress event */
  progress: (sent: number, total: number) => void;
  /** aborted by the page (its signal, or `xhr.abort()`) */
  aborted: () => boolean;
}

export interface TXhrAnswer {
  status: number;
  /** sent as JSON; a string is sent as it is (a proxy's HTML page) */
  body: unknown;
}

/** Answers a request; `null` is no answer at all (the network failed). */
export type TXhrHandler = (request: TXhrRequest) => TXhrAnswer | null | Promise<TXhrAnswer | null>;

/**
 * Stubs XMLHttpRequest (the upload's transport: fetch reports no upload progress) with handlers
 * keyed "METHOD /path", as `stubFetch` does for fetch. An array answers in turn, then repeats its
 * last handler; an unhandled request fails the test. Returns the requests made.
 */
export function stubXhr(handlers: Record<string, TXhrHandler | TXhrHandler[]>) {
  const queues = new Map(Object.entries(handlers).map(([k, v]) => [k, Array.isArray(v) ? [...v] : v]));
  const requests: TXhrRequest[] = [];

  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private wasAborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    abort() {
      if (this.wasAborted) return;
      this.wasAborted = true;
      queueMicrotask(() => this.dispatchEvent(new Event('abort')));
    }

    send(body: FormData | null = null) {
      const path = new URL(this.url, 'https://localhost').pathname;
      const key = `${this.method} ${path}`;
      const entry = queues.get(key);
      const handler = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
      if (!handler) throw new Error(`Unexpected request in test: ${key}`);
      const request: TXhrRequest = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        body,
        progress: (sent, total) => {
          if (this.wasAborted) return;
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded: sent, total }),
          );
        },
        aborted: () => this.wasAborted,
      };
      requests.push(request);
      void (async () => {
        const answer = await handler(request);
        if (this.wasAborted) return;
        if (answer === null) {
          this.dispatchEvent(new Event('error'));
          return;
        }
        this.status = answer.status;
        this.responseText = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        this.dispatchEvent(new Event('load'));
      })();
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}

/** A request body's text fields (the file left out). */
export function formFieldsOf(body: FormData | null): Record<string, string> {
  const fields: Record<string, string> = {};
  body?.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}
