import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TApiResult } from './envelope';

/** The first failure among results, or how many went through. */
export const firstFailureOrCount = (results: readonly TApiResult<unknown>[]): TApiResult<number> =>
  results.find((r): r is Extract<TApiResult<unknown>, { ok: false }> => !r.ok) ?? {
    ok: true,
    value: results.length,
  };

/**
 * A table action on several items: the API changes one item at a time, so each request goes on its
 * own (a refused one does not stop the rest), then the resource is refreshed once, whatever failed.
 */
export async function settleEach(
  client: QueryClient,
  key: QueryKey,
  calls: readonly Promise<TApiResult<unknown>>[],
): Promise<TApiResult<number>> {
  const results = await Promise.all(calls);
  await client.invalidateQueries({ queryKey: key });
  return firstFailureOrCount(results);
}
