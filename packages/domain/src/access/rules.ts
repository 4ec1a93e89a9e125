import type { TPrivilege, TPrivs } from './privileges';

/**
 * What a link, a route or a button needs. One evaluator (`can`) drives the sidebar,
 * the route guards in the browser and the privilege checks on the server.
 */
export type TAccessRule =
  | { kind: 'public' }
  | { kind: 'session' }
  | {
      kind: 'privileges';
      /** every one of these */
      all?: readonly TPrivilege[];
      /** at least one of these */
      any?: readonly TPrivilege[];
      /** account configuration flags that must be enabled ('1' or 'true') */
      config?: readonly string[];
    };

export interface TAccessSubject {
  privs: TPrivs;
  accountConfig?: Readonly<Record<string, string | undefined>>;
}

export const rule = {
  public: { kind: 'public' } as TAccessRule,
  session: { kind: 'session' } as TAccessRule,
  all: (...all: TPrivilege[]): TAccessRule => ({ kind: 'privileges', all }),
  any: (...any: TPrivilege[]): TAccessRule => ({ kind: 'privileges', any }),
};

/** A feature flag counts as set unless it is missing or '0' (doc 000 §3). */
export function isFlagSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

export function can(subject: TAccessSubject | null | undefined, r: TAccessRule): boolean {
  if (r.kind === 'public') return true;
  if (!subject) return false;
  if (r.kind === 'session') return true;
  const has = (p: TPrivilege) => subject.privs[p] === true;
  if (r.all && !r.all.every(has)) return false;
  if (r.any && r.any.length > 0 && !r.any.some(has)) return false;
  if (r.config && !r.config.every((k) => isFlagSet(subject.accountConfig?.[k]))) return false;
  return true;
}
