/** The spec's Ok/Err wrapping of request results (doc 000 §7). */
export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };

export const Ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const Err = <E>(error: E): Result<never, E> => ({ ok: false, error });
