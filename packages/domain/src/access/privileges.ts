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
] as const;

export type TPrivilege = (typeof PRIVILEGES)[number];

/** privilege name → flag, as the session carries it. */
export type TPrivs = Partial<Record<TPrivilege, boolean>>;

export function isPrivilege(name: string): name is TPrivilege {
  return (PRIVILEGES as readonly string[]).includes(name);
}
