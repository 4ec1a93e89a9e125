import type { TRequestError } from './envelope';

/**
 * What a query or mutation says about its failures (issue 12): the query cache's onError reads
 * it, so fetchers never show toasts themselves. Doc 001 §8: most provider load failures are only
 * logged; those the spec words get a toast.
 */
export interface TQueryMeta extends Record<string, unknown> {
  /** show an error toast: its sentence (the header is 'Error'), with the failure's detail under it */
  errorToast?: string;
  /**
   * mutations: show a success toast when the Result is Ok: a text under the header 'Success', or a
   * header and a text made from the value (the kit's resources: 'Webhook created', its name)
   */
  successToast?: string | ((value: unknown) => TToastText);
}

/** A toast's header and its one line. */
export interface TToastText {
  header: string;
  content: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TQueryMeta;
    mutationMeta: TQueryMeta;
  }
}

/** The envelope errors or message a thrown query error carries, for the toast's detail. */
export function errorDetail(error: unknown): TRequestError | undefined {
  if (error && typeof error === 'object' && 'errors' in error)
    return (error as { errors: TRequestError }).errors;
  return error instanceof Error ? error.message : undefined;
}
