import { PRIVILEGES, PRODUCT, type TPrivilege, type TPrivs } from './privileges';

/** Settings privileges: what an account administrator has and a supervisor does not. */
const SETTINGS: readonly TPrivilege[] = [
  'manage-payment',
  'gumby-acct-update',
  'gumby-user-update',
  'gumby-llt-create',
  'compliance-read',
  'gumby-acct-create',
  'gumby-acct-delete',
  'gumby-acct-impersonate',
  'add-feature',
];

const except = (...left: readonly TPrivilege[]): TPrivilege[] => PRIVILEGES.filter((p) => !left.includes(p));

/**
 * Roles and the privileges each grants. The spec names gi-agent, webrtc-agent, acct-owner,
 * ycc-admin and `{product}-ycc-admin`; acct-admin and supervisor are ours (docs/decisions.md).
 */
export const ROLES = {
  'acct-owner': [...PRIVILEGES],
  'acct-admin': except('manage-payment'),
  supervisor: except(...SETTINGS),
  'gi-agent': ['global-inbox', 'portal'],
  'webrtc-agent': ['portal'],
  'ycc-admin': ['portal'],
  [`${PRODUCT}-ycc-admin`]: ['portal'],
} as const satisfies Record<string, readonly TPrivilege[]>;

export type TRole = keyof typeof ROLES;
export const ROLE_NAMES = Object.keys(ROLES) as TRole[];

export function isRole(name: string): name is TRole {
  return Object.hasOwn(ROLES, name);
}

/** The privilege flags a set of roles grants; every known privilege is present, true or false. */
export function privilegesFor(roles: readonly string[]): Required<TPrivs> {
  const granted = new Set<TPrivilege>();
  for (const role of roles) if (isRole(role)) for (const p of ROLES[role]) granted.add(p);
  return Object.fromEntries(PRIVILEGES.map((p) => [p, granted.has(p)])) as Required<TPrivs>;
}

/** Doc 001 §6: a WebRTC agent user has roles as a list containing webrtc-agent or acct-owner. */
export function isWebrtcAgent(roles: unknown): boolean {
  return Array.isArray(roles) && (roles.includes('webrtc-agent') || roles.includes('acct-owner'));
}
