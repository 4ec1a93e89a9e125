import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { requestErrorMessage, type TRequestError } from './envelope';
import { errorDetail, type TQueryMeta, type TToastText } from './query-meta';

/**
 * Envelope errors (validation, permission, not found) do not get better by asking again;
 * a request that got no answer may, once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && Array.isArray(error.errors)) return false;
  return failureCount < 1;
}

/** How the app tells the user about what a query's or a mutation's `meta` asks for. */
export interface TFeedback {
  error(message: string, detail: TRequestError | undefined): void;
  /** a text alone goes under the header 'Success' */
  success(message: string | TToastText): void;
  /** where a failure that shows nothing is logged (the browser's console in the app) */
  log?(message: string): void;
}

const isResult = (data: unknown): data is { ok: boolean; value?: unknown; error?: TRequestError } =>
  typeof data === 'object' && data !== null && 'ok' in data && typeof data.ok === 'boolean';

/**
 * Failures are shown here, once, from `meta` (issue 12): a fetcher only fetches. A query that
 * asks for no toast is only logged (doc 001 §8: most provider load failures are only logged).
 * Mutations keep their Result for the form; `meta` may still ask for a toast on either outcome.
 */
export function createQueryClient(feedback?: TFeedback): QueryClient {
  const onQueryError = (error: unknown, meta: TQueryMeta | undefined) => {
    if (meta?.errorToast) feedback?.error(meta.errorToast, errorDetail(error));
    else
      console.warn(
        'A query failed:',
        error instanceof Error ? error.message : requestErrorMessage(String(error)),
      );
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onQueryError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast) feedback?.error(mutation.meta.errorToast, errorDetail(error));
      },
      onSuccess: (data, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (!meta || !isResult(data)) return;
        const said = meta.successToast;
        if (data.ok && said) feedback?.success(typeof said === 'function' ? said(data.value) : said);
        if (!data.ok && meta.errorToast) feedback?.error(meta.errorToast, data.error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
