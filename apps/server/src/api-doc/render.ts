import type { TAccessRule } from '@parley/domain';
import type { RouteAccess } from '../types';
import { cell, code, fieldsOf, rulesOf, typeOf, type Field, type JsonSchema } from './schema-words';

/*
 * docs/api.md from the server's own OpenAPI document: the same operations, fields and answers
 * /docs shows, plus each route's access rule, in a page that reads without a browser.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface Answer {
  description?: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, Answer>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface DocOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** Every operation of the document, in the order the server registered them. */
export function operationsOf(doc: OpenApiDocument): DocOperation[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, operation: item[m]! })),
  );
}

/** Fastify's `/v3/user/config/:key` as OpenAPI writes it: `/v3/user/config/{key}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function accessText(access: TAccessRule | undefined): string {
  if (!access) return 'undeclared';
  if (access.kind === 'public') return 'public';
  if (access.kind === 'session') return 'any signed-in user';
  const parts = [
    access.all?.length ? `${access.all.map(code).join(' and ')}` : '',
    access.any?.length ? `one of ${access.any.map(code).join(', ')}` : '',
    access.config?.length ? `account flags ${access.config.map(code).join(', ')} set` : '',
  ].filter(Boolean);
  return `signed in with ${parts.join('; ')}`;
}

function fieldTable(fields: Field[], withRequired: boolean): string[] {
  if (fields.length === 0) return [];
  const head = withRequired ? '| field | type | required | rules |' : '| field | type | rules |';
  const rule = withRequired ? '| --- | --- | --- | --- |' : '| --- | --- | --- |';
  return [
    head,
    rule,
    ...fields.map((f) =>
      withRequired
        ? `| ${code(f.name)} | ${cell(f.type)} | ${f.required ? 'yes' : 'no'} | ${cell(f.rules)} |`
        : `| ${code(f.name)}${f.required ? '' : ' (optional)'} | ${cell(f.type)} | ${cell(f.rules)} |`,
    ),
  ];
}

function parameterTable(title: string, parameters: Parameter[]): string[] {
  if (parameters.length === 0) return [];
  const fields = parameters.map((p) => ({
    name: p.name,
    type: typeOf(p.schema),
    required: p.required === true,
    rules: [rulesOf(p.schema), p.description ?? ''].filter(Boolean).join('; '),
  }));
  return [`${title}:`, '', ...fieldTable(fields, true), ''];
}

function bodySection(operation: OpenApiOperation): string[] {
  const content = operation.requestBody?.content ?? {};
  const [type, media] = Object.entries(content)[0] ?? [];
  if (!type) return [];
  const schema = media?.schema;
  const optional = operation.requestBody?.required ? '' : ' (optional)';
  const list = [schema?.type ?? []].flat().includes('array');
  const item = list ? (Array.isArray(schema?.items) ? schema?.items[0] : schema?.items) : schema;
  const fields = fieldsOf(item);
  if (fields.length === 0) {
    const none = item?.additionalProperties === false ? 'the empty object `{}`' : typeOf(schema);
    return [`Body${optional} (${type}): ${none}.`, ''];
  }
  const listRules = list ? rulesOf(schema) : '';
  const intro = list
    ? `Body${optional} (${type}): a list${listRules ? ` (${listRules})` : ''} of:`
    : `Body${optional} (${type}):`;
  return [intro, '', ...fieldTable(fields, true), ''];
}

/** The payload items of a success: `payload` holds a list of them (DESIGN.md §3). */
function payloadItem(answer: Answer | undefined): JsonSchema | undefined {
  const schema = answer?.content?.['application/json']?.schema;
  const payload = schema?.properties?.payload;
  return Array.isArray(payload?.items) ? payload?.items[0] : payload?.items;
}

/** Answers already shown in full, by their item schema: a later operation answering alike points there. */
type Shown = Map<string, string>;

function answersSection(operation: OpenApiOperation, where: string, shown: Shown): string[] {
  const responses = Object.entries(operation.responses ?? {});
  if (responses.length === 0) return ['Answers: not declared.', ''];
  const lines: string[] = [];
  const ok = responses.filter(([status]) => status.startsWith('2'));
  for (const [status, answer] of ok) {
    const schema = answer.content?.['application/json']?.schema;
    const paged = schema?.properties?.page
      ? ' A page: `page.nextCursor` (null on the last) and `page.limit`.'
      : '';
    lines.push(`Answer ${status}: ${answer.description ?? ''}${paged}`, '');
  }
  const errors = responses.filter(([status]) => !status.startsWith('2')).map(([status]) => status);
  if (errors.length > 0) lines.push(`Errors: ${errors.join(', ')}.`, '');
  const item = ok[0] ? payloadItem(ok[0][1]) : undefined;
  const fields = fieldsOf(item);
  const key = JSON.stringify(item);
  const first = shown.get(key);
  if (fields.length >= 4 && first) lines.push(`Each payload item: as in ${first}.`, '');
  else if (fields.length > 0) lines.push('Each payload item:', '', ...fieldTable(fields, false), '');
  else if (item) lines.push(`Each payload item: ${typeOf(item)}.`, '');
  if (fields.length > 0 && !first) shown.set(key, where);
  return lines;
}

function operationSection(op: DocOperation, access: Map<string, TAccessRule>, shown: Shown): string[] {
  const { method, path, operation } = op;
  const parameters = operation.parameters ?? [];
  return [
    `### ${method} ${path}`,
    '',
    `${operation.summary ?? '(no summary)'}. Access: ${accessText(access.get(`${method} ${path}`))}.`,
    '',
    ...(operation.description ? [operation.description, ''] : []),
    ...parameterTable(
      'Path parameters',
      parameters.filter((p) => p.in === 'path'),
    ),
    ...parameterTable(
      'Query parameters',
      parameters.filter((p) => p.in === 'query'),
    ),
    ...bodySection(operation),
    ...answersSection(operation, `${method} ${path}`, shown),
  ];
}

export const API_DOC_INTRO = [
  '# API',
  '',
  '<!-- Generated by `npm run docs:api` from the server’s OpenAPI document; edit the routes, not this file. -->',
  '',
  'Every answer is the envelope `{ "status": "success" | "error", "payload": [...], "error": [{ "code", "message", "field"? }] }`; a list page adds `page: { nextCursor, limit }`. The same description is served as OpenAPI at `/docs` by the running server.',
  '',
  'Status codes: 400 validation (one error per field, `field` names it; unknown keys are refused), 401 `unauthenticated` (no or bad token) or `session_expired` (expired or revoked), 402 `payment_required` (the account is not funded), 403 `forbidden` (missing privilege), 404 `not_found` (missing, or another account’s), 409 `conflict`, 413 `payload_too_large`, 415 `unsupported_media_type`, 429 `too_many_requests`, 503 `unavailable` (database down or the request deadline passed). A 500 is a bug and carries only a request id.',
  '',
  'Every route declares its access rule; the server refuses to start with a route that does not. `test/access-matrix.test.ts` calls each route as anonymous, with an expired token, a tampered token, another account’s user and a user lacking the privilege. Times are epoch milliseconds.',
  '',
];

/** The page: the introduction, then per tag (in the order tags first appear) each operation. */
export function renderApiDoc(doc: OpenApiDocument, routeAccess: readonly RouteAccess[]): string {
  const access = new Map(routeAccess.map((r) => [`${r.method} ${openApiPath(r.url)}`, r.access]));
  const byTag = new Map<string, DocOperation[]>();
  for (const op of operationsOf(doc)) {
    const tag = op.operation.tags?.[0] ?? 'other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), op]);
  }
  const shown: Shown = new Map();
  const contents = [...byTag.keys()].map((tag) => `- [${tag}](#${tag.replace(/ /g, '-')})`);
  const sections = [...byTag.entries()].flatMap(([tag, ops]) => [
    `## ${tag}`,
    '',
    ...ops.flatMap((op) => operationSection(op, access, shown)),
  ]);
  return (
    [...API_DOC_INTRO, ...contents, '', ...sections]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n'
  );
}
