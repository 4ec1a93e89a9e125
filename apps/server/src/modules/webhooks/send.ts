import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { WebhookDeliveryConfig } from '../../config';
import {
  checkedLookup,
  isPublicAddress,
  literalAddress,
  refusedAddress,
  RefusedDestination,
} from './destination';

/** The answer's bytes an attempt keeps (issue 28: the first 1 KB). */
export const ANSWER_EXCERPT_BYTES = 1024;
/** Read at most this much of an answer: a receiver streaming forever ends the attempt, not the worker. */
const ANSWER_READ_LIMIT = 64 * 1024;
export const USER_AGENT = 'Parley-Webhooks/1.0 (+https://parley.example/docs/webhooks)';

export interface TOutgoing {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** How deliveries go out: the operator's settings (config.ts). */
export type TSendSettings = WebhookDeliveryConfig;

/** What one attempt came to: the status (null with no answer), how long, and the answer's start or why none. */
export interface TAttemptResult {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  response: string;
}

const excerpt = (chunks: Buffer[]) =>
  Buffer.concat(chunks)
    .subarray(0, ANSWER_EXCERPT_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');

/**
 * One POST, never thrown: 2xx is delivered; 3xx is a failure (redirects are not followed: the
 * receiver's address is the one the account saved, and a redirect could point inside our network);
 * anything else, a timeout, a refused or closed connection and a refused address are failures
 * with the reason in `response`. The timeout covers the whole exchange, answer included.
 */
export function sendWebhook(outgoing: TOutgoing, settings: TSendSettings): Promise<TAttemptResult> {
  const refused = (response: string) =>
    Promise.resolve<TAttemptResult>({ ok: false, statusCode: null, latencyMs: 0, response });
  let url: URL;
  try {
    url = new URL(outgoing.url);
  } catch {
    return refused('Refused: the URL is not valid.');
  }
  // an address written out is not looked up, so `lookup` never sees it: checked here
  const literal = literalAddress(outgoing.url);
  if (literal && !settings.allowPrivate && !isPublicAddress(literal))
    return refused(refusedAddress(literal, literal));

  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<TAttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<TAttemptResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const fail = (response: string, statusCode: number | null = null) =>
      finish({ ok: false, statusCode, response });

    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      headers: { ...outgoing.headers, 'content-length': String(Buffer.byteLength(outgoing.body)) },
      lookup: checkedLookup(settings.allowPrivate),
      // one connection per attempt: a pooled socket would skip the address check
      agent: false,
    });
    const timer = setTimeout(() => {
      fail(`No answer within ${settings.timeoutMs / 1000} seconds.`);
      req.destroy();
    }, settings.timeoutMs);

    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        if (read < ANSWER_EXCERPT_BYTES) chunks.push(chunk);
        read += chunk.length;
        if (read > ANSWER_READ_LIMIT) {
          res.destroy();
          finishAnswer(true);
        }
      });
      const finishAnswer = (complete: boolean) => {
        const text = excerpt(chunks);
        if (!complete) return fail(`The connection closed before the answer ended. ${text}`.trim(), status);
        if (status >= 200 && status < 300) return finish({ ok: true, statusCode: status, response: text });
        if (status >= 300 && status < 400) {
          const location = res.headers.location;
          return fail(
            `Redirect not followed${location ? ` (to ${location.slice(0, 200)})` : ''}. ${text}`.trim(),
            status,
          );
        }
        return fail(text, status);
      };
      res.on('end', () => finishAnswer(true));
      res.on('aborted', () => finishAnswer(false));
      res.on('error', () => finishAnswer(false));
      res.on('close', () => finishAnswer(res.complete));
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err instanceof RefusedDestination) return fail(err.message);
      fail(reasonOf(err, url.hostname));
    });
    req.end(outgoing.body);
  });
}

/** A connection's failure as a person reads it. */
function reasonOf(err: NodeJS.ErrnoException, host: string): string {
  switch (err.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Could not resolve ${host}.`;
    case 'ECONNREFUSED':
      return `${host} refused the connection.`;
    case 'ECONNRESET':
    case 'EPIPE':
      return 'The connection closed before an answer came.';
    case 'ETIMEDOUT':
      return 'The connection timed out.';
    default:
      return err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT')
        ? `TLS failed: ${err.message}`
        : `The request failed: ${err.message}`;
  }
}
