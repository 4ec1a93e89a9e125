/**
 * The operations of the server's own OpenAPI document, in the shape the fuzzer needs. Everything
 * the fuzzer sends is derived from here, so a route added later is fuzzed without new test code.
 */

import type { JsonSchema } from '../../src/api-doc/json-schema';

export type { JsonSchema };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** upper case, as HTTP sends it */
  method: string;
  /** the OpenAPI path template, e.g. /v3/users/{clientId} */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** the application/json request body, when the operation declares one */
  body?: { required: boolean; schema: JsonSchema };
  /** the media types the document lists for the body (lower case); none without a body */
  consumes: string[];
}

export const opKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The page of the document itself is not an API operation (and serves HTML by design). */
const isExcluded = (path: string) => path === '/docs' || path.startsWith('/docs/');

interface RawParameter {
  name?: string;
  in?: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}
interface RawOperation {
  parameters?: RawParameter[];
  requestBody?: {
    $ref?: string;
    required?: boolean;
    content?: Record<string, { schema?: JsonSchema }>;
  };
}
type RawPathItem = Partial<Record<(typeof METHODS)[number], RawOperation>> & { parameters?: RawParameter[] };
export interface OpenApiDocument {
  paths?: Record<string, RawPathItem>;
  components?: Record<string, Record<string, unknown>>;
}

/** Follows a local `#/...` reference; anything else (remote, broken) resolves to "any value". */
export function resolveRef<T>(doc: OpenApiDocument, node: T & { $ref?: string }, seen = 0): T {
  if (!node.$ref) return node;
  if (seen > 32 || !node.$ref.startsWith('#/')) return {} as T;
  let target: unknown = doc;
  for (const raw of node.$ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    target = target && typeof target === 'object' ? (target as Record<string, unknown>)[part] : undefined;
  }
  return target && typeof target === 'object'
    ? resolveRef(doc, target as T & { $ref?: string }, seen + 1)
    : ({} as T);
}

/** How many operations the document declares, counted independently of `listOperations`. */
export function countOperations(doc: OpenApiDocument): number {
  return Object.entries(doc.paths ?? {})
    .filter(([path]) => !isExcluded(path))
    .reduce((n, [, item]) => n + METHODS.filter((m) => item[m]).length, 0);
}

export function listOperations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (isExcluded(path)) continue;
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      // Operation-level parameters override path-item ones of the same name and place.
      const byKey = new Map<string, Parameter>();
      for (const p of [...(item.parameters ?? []), ...(raw.parameters ?? [])]) {
        const r = resolveRef(doc, p);
        if (!r.name || !r.in) continue;
        byKey.set(`${r.in}:${r.name}`, {
          name: r.name,
          in: r.in as Parameter['in'],
          required: r.in === 'path' || !!r.required,
          schema: r.schema ?? {},
        });
      }
      // A path parameter the template names but the document forgot is still a parameter to fuzz.
      for (const m of path.matchAll(/\{([^}]+)\}/g)) {
        const name = m[1]!;
        if (!byKey.has(`path:${name}`))
          byKey.set(`path:${name}`, { name, in: 'path', required: true, schema: {} });
      }
      const params = [...byKey.values()];
      const requestBody = raw.requestBody ? resolveRef(doc, raw.requestBody) : undefined;
      const content = requestBody?.content ?? {};
      const jsonType = Object.keys(content).find((t) => /^application\/([\w.-]+\+)?json/i.test(t));
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        consumes: Object.keys(content).map((t) => t.toLowerCase()),
        ...(requestBody
          ? {
              body: {
                required: !!requestBody.required,
                schema: (jsonType ? content[jsonType]?.schema : undefined) ?? {},
              },
            }
          : {}),
      });
    }
  }
  return ops;
}
