import type { LightMyRequestResponse } from 'fastify';
import type { FuzzRequest } from './cases';

/** Slower than this is a failure: a malformed request must be cheap to refuse. */
export const MAX_MS = 2_000;

export interface Failure {
  operation: string;
  request: FuzzRequest;
  /** why the answer is wrong */
  reasons: string[];
  status?: number;
  contentType?: string;
  body: string;
  ms: number;
}

function envelopeProblems(status: number, parsed: unknown): string[] {
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return ['body is not a JSON object'];
  const e = parsed as Record<string, unknown>;
  const problems: string[] = [];
  if (e.status !== 'success' && e.status !== 'error') problems.push(`status is ${JSON.stringify(e.status)}`);
  // the clients branch on `status`: an error answer that says "success" is as broken as no envelope
  else if (status >= 400 !== (e.status === 'error')) problems.push(`status "${e.status}" on HTTP ${status}`);
  if (!Array.isArray(e.payload)) problems.push('payload is not an array');
  if (e.error !== undefined) {
    if (!Array.isArray(e.error)) problems.push('error is not an array');
    else
      e.error.forEach((item: unknown, i) => {
        const it = (item ?? {}) as Record<string, unknown>;
        if (typeof it.code !== 'string' || typeof it.message !== 'string')
          problems.push(`error[${i}] lacks a string code and message`);
        if (it.field !== undefined && typeof it.field !== 'string')
          problems.push(`error[${i}].field is not a string`);
      });
  }
  return problems;
}

/** What is wrong with an answer: a 5xx, no envelope, or too slow. Empty when it is fine. */
export function judge(res: LightMyRequestResponse, ms: number): string[] {
  const reasons: string[] = [];
  if (res.statusCode >= 500) reasons.push(`HTTP ${res.statusCode}`);
  if (ms > MAX_MS) reasons.push(`took ${Math.round(ms)} ms`);
  const type = String(res.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(type)) reasons.push(`content-type is ${JSON.stringify(type || null)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    reasons.push('body is not JSON');
    return reasons;
  }
  const problems = envelopeProblems(res.statusCode, parsed);
  if (problems.length) reasons.push(`not the envelope (${problems.join(', ')})`);
  return reasons;
}

/**
 * Text a terminal shows as it is: control and format characters, lone surrogates and line breaks
 * appear as ⟨U+XXXX⟩, which cannot be mistaken for a JSON escape the request itself carried.
 */
function visible(text: string, max = 300): string {
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return cut.replace(
    /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu,
    (c) => `⟨U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
}

export function describeFailure(f: Failure): string {
  const r = f.request;
  const body =
    r.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(r.payload)
        ? `${r.payload.length} bytes: ${visible(r.payload.toString('latin1'))} (as latin1)`
        : `${Buffer.byteLength(r.payload)} bytes: ${visible(r.payload)}`;
  return [
    `✗ ${f.operation} — ${f.reasons.join('; ')}`,
    `  case:    ${r.label}`,
    `  request: ${r.method} ${visible(r.url, 300)}`,
    `           content-type: ${r.headers['content-type'] ?? '(none)'}${r.headers['content-length'] ? `, content-length: ${r.headers['content-length']}` : ''}`,
    `           body ${body}`,
    `  answer:  ${f.status ?? '-'} in ${Math.round(f.ms)} ms, content-type: ${f.contentType ?? '(none)'}`,
    `           ${visible(f.body, 500)}`,
  ].join('\n');
}

/**
 * Failures that differ only in the generated value are the same bug: grouped by operation, reason,
 * status and what the answer says (its error codes and messages, or its keys when it is no envelope).
 */
export function signature(f: Failure): string {
  let gist: string;
  try {
    const parsed: unknown = JSON.parse(f.body);
    const errors = (parsed as { error?: unknown } | null)?.error;
    gist = Array.isArray(errors)
      ? errors
          .map((e: { code?: unknown; message?: unknown }) => `${String(e.code)}:${String(e.message)}`)
          .join(',')
      : `keys ${Object.keys(parsed ?? {}).join(',')}`;
  } catch {
    gist = 'not JSON';
  }
  gist = gist.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>');
  return `${f.operation} | ${f.reasons.map((r) => r.replace(/\d+ ms/, 'N ms')).join('; ')} | ${f.status} | ${gist}`;
}
