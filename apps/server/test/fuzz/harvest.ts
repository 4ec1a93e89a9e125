import type { FastifyInstance } from 'fastify';
import type { Operation } from './openapi';

/**
 * Strings the server itself hands out (the caller's ids, sub-account ids, config keys), read from
 * every GET that needs no parameters. A path parameter or field whose pattern one of them matches
 * then names a real object, so the fuzzed body reaches the handler instead of stopping at 404.
 */
export async function harvestStrings(
  app: FastifyInstance,
  ops: readonly Operation[],
  headers: Record<string, string>,
): Promise<string[]> {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.length <= 200) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const op of ops) {
    if (op.method !== 'GET' || op.pathParams.length || op.queryParams.some((p) => p.required)) continue;
    const res = await app.inject({ method: 'GET', url: op.path, headers });
    if (res.statusCode !== 200) continue;
    try {
      walk((JSON.parse(res.body) as { payload?: unknown }).payload);
    } catch {
      // not JSON: the fuzz run itself reports that; nothing to harvest here
    }
  }
  return [...found].slice(0, 1_000);
}
