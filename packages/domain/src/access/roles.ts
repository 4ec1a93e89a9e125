import { CUSTOMER_PRIVILEGES, PRIVILEGES, PRODUCT, type TPrivilege, type TPrivs } from './privileges';

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

const except = (...left: readonly TPrivilege[]): TPrivilege[] =>
  CUSTOMER_PRIVILEGES.filter((p) => !left.includes(p));

/**
 * Roles and the privileges each grants. The spec names gi-agent, webrtc-agent, acct-owner,
 * ycc-admin and `{product}-ycc-admin`; acct-admin, supervisor and parley-staff are ours
 * (docs/decisions.md). Only parley-staff grants the staff privileges: an account owner has every
 * customer privilege and no more.
 */
export const ROLES = {
  'acct-owner': [...CUSTOMER_PRIVILEGES],
  'acct-admin': except('manage-payment'),
  supervisor: except(...SETTINGS),
  'gi-agent': ['global-inbox', 'portal'],
  'webrtc-agent': ['portal'],
  'ycc-admin': ['portal'],
  [`${PRODUCT}-ycc-admin`]: ['portal'],
  // Held by Parley's own people only, in Parley's house account; no API sets a user's roles.
  'parley-staff': ['portal', 'portal-dev'],
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

/** The roles that grant a privilege (who may be assigned an inbox conversation: global-inbox). */
export function rolesGranting(privilege: TPrivilege): TRole[] {
  return ROLE_NAMES.filter((role) => (ROLES[role] as readonly TPrivilege[]).includes(privilege));
}
