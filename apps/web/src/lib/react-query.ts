import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Envelope errors (validation, permission, not found) do not get better by asking again;
 * a request that got no answer may, once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && Array.isArray(error.errors)) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
