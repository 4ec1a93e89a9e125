/** Where the spec writes `{product}`, the product key is this. */
export const PRODUCT = 'parley';

/**
 * Privilege flags. Doc 000 §6 lists the first group; doc 001 §6 names the account and user
 * privileges the data providers use without naming them, and doc 000 §4 needs a privilege
 * for impersonation: those names are ours (docs/decisions.md).
 */
export const PRIVILEGES = [
  'dashboard-read',
  'global-inbox',
  'contact-read-all',
  `${PRODUCT}-campaign-read`,
  `${PRODUCT}-number-release`,
  'rpt-usage-read',
  'rpt-logs-read',
  'manage-payment',
  'gumby-acct-update',
  'gumby-user-update',
  'asset-read',
  'gumby-llt-create',
  'compliance-read',
  'mdashboard-read',
  'dni',
  'add-feature',
  'zendesk-tickets',
  'campaign-read',
  'portal',
  'gumby-acct-read',
  'gumby-acct-create',
  'gumby-acct-delete',
  'gumby-user-read',
  'gumby-acct-impersonate',
  // ours: changing contacts (the spec names only contact-read-all); docs/decisions.md
  'contact-write',
  // ours: adding, renaming and deleting image assets (the spec names only asset-read)
  'asset-write',
  // ours: creating, changing and deleting message templates (the spec names only their read)
  'template-write',
  // ours: sending messages (the spec names none); docs/decisions.md
  'message-send',
  'portal-dev',
] as const;

export type TPrivilege = (typeof PRIVILEGES)[number];

/**
 * Privileges only Parley's own staff hold, never a customer's role, the account owner's included:
 * the developer pages of doc 000 §2 (/dev and what it lists) are tools for us, not for accounts.
 */
export const STAFF_PRIVILEGES = ['portal-dev'] as const satisfies readonly TPrivilege[];

/** Every privilege a customer account's roles may grant. */
export const CUSTOMER_PRIVILEGES: readonly TPrivilege[] = PRIVILEGES.filter(
  (p) => !(STAFF_PRIVILEGES as readonly TPrivilege[]).includes(p),
);

/** privilege name → flag, as the session carries it. */
export type TPrivs = Partial<Record<TPrivilege, boolean>>;

export function isPrivilege(name: string): name is TPrivilege {
  return (PRIVILEGES as readonly string[]).includes(name);
}
