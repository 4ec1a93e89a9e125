import {
  BILLING_ACCESS,
  BREAK_ACCESS,
  CALLER_NAME_ACCESS,
  DISPOSITION_READ,
  INBOX_ACCESS,
  NUMBER_ACCESS,
  PRESET_ACCESS,
  PRODUCT,
  TEMPLATE_WRITE,
  USAGE_ALERT_READ,
  can,
  rule,
  type TAccessRule,
  type TPrivilege,
  type TSession,
} from '@parley/domain';
import { paths } from './paths';

/**
 * Who may see a link or open a page. The privilege rule is the shared `can()` rule; `when` is for
 * the few conditions of doc 000 §6 that privileges cannot express.
 */
export interface TAccess {
  rule: TAccessRule;
  when?: (session: TSession) => boolean;
}

/** A page of the portal: its address (a React Router pattern), its title and who may open it. */
export interface TPage {
  path: string;
  title: string;
  access: TAccess;
}

export interface TNavLink extends TPage {
  /** other addresses that highlight this link (a page reached from it) */
  activeAlso?: readonly string[];
}

export type TNavGroupId = 'top' | 'contacts' | 'workflow' | 'numbers' | 'reports' | 'settings' | 'dni';

export interface TNavGroup {
  id: TNavGroupId;
  /** null: the links show at the top level, not in a collapsible group */
  label: string | null;
  links: readonly TNavLink[];
}

/** Doc 000 §2, the home redirect: /dashboard with dashboard-read, otherwise /inbox. */
export const homePathFor = (s: TSession): string =>
  can(s, rule.all('dashboard-read')) ? paths.dashboard : paths.inbox;

/** Doc 000 §6: Support Plan only on a parent account (accountId equals parentAcctId). */
export const isParentAccount = (s: TSession) => s.accountId === s.parentAcctId;

/** Doc 000 §4: impersonation is detected when the original user's privileges exist. */
export const isImpersonating = (s: TSession) => s.yPrivs !== undefined;

/** Doc 000 §6: a user whose only role is gi-agent and who lacks zendesk-tickets sees no ticket items. */
export const seesSupportTickets = (s: TSession) =>
  !(s.roles.length === 1 && s.roles[0] === 'gi-agent' && s.privs['zendesk-tickets'] !== true);

const signedIn: TAccess = { rule: rule.session };
const all = (...privileges: TPrivilege[]): TAccess => ({ rule: rule.all(...privileges) });
const any = (...privileges: TPrivilege[]): TAccess => ({ rule: rule.any(...privileges) });

const campaignRead: TPrivilege = `${PRODUCT}-campaign-read`;
const contacts = all('contact-read-all');
const workflow = all(campaignRead);
// the rule the server's number routes declare: the one object (packages/domain)
const numbers: TAccess = { rule: NUMBER_ACCESS };
const reports = any('rpt-usage-read', 'rpt-logs-read', campaignRead);
const accountUpdate = all('gumby-acct-update');
const compliance = all('compliance-read');
const dni = any('mdashboard-read', 'dni');
const billing: TAccess = { rule: BILLING_ACCESS };

const link = (path: string, title: string, access: TAccess, activeAlso?: string[]): TNavLink =>
  activeAlso ? { path, title, access, activeAlso } : { path, title, access };

/** The sidebar: doc 000 §2's table, group by group and link by link, with the privilege each needs. */
export const NAV_GROUPS: readonly TNavGroup[] = [
  {
    id: 'top',
    label: null,
    links: [
      link(paths.dashboard, 'Dashboard', all('dashboard-read')),
      // the rule the server's inbox routes declare: the one object (packages/domain)
      link(paths.inbox, 'Inbox', { rule: INBOX_ACCESS }),
    ],
  },
  {
    id: 'contacts',
    label: 'Contacts',
    links: [
      link('/contacts', 'Contacts', contacts),
      link('/contacts/import-status', 'Import Status', contacts),
      link('/contacts/attributes', 'Contact Attributes', contacts),
      link('/contacts/custom-keys', 'Custom Keys', contacts),
    ],
  },
  {
    id: 'workflow',
    label: 'Workflow',
    links: [
      link('/campaigns', 'Campaigns', workflow),
      link('/conference', 'Conferences', workflow),
      link('/rcs/templates', 'RCS Templates', workflow),
      link('/templates', 'Message Templates', workflow),
      link('/webhooks', 'Webhooks', workflow),
      link('/external-integration', 'External Integrations', workflow),
      link('/enrollment', 'Enrollment', workflow),
      link('/live-lists', 'Live Lists', workflow),
      link('/dispositions', 'Dispositions', { rule: DISPOSITION_READ }),
      link('/ivr', 'IVR', workflow),
      link('/scripts', 'Scripts', workflow),
    ],
  },
  {
    id: 'numbers',
    label: 'Numbers',
    links: [
      link('/purchase-numbers', 'Purchase Numbers', numbers),
      link('/numbers', 'Numbers', numbers),
      link('/number-sets', 'Number Sets', numbers, ['/create-number-set']),
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    links: [
      link('/usage', 'Usage', all('rpt-usage-read'), ['/usage/alerts']),
      link('/report/agent/timesheet', 'Agent Timesheet', reports),
      link('/report/agent/performancedetails', 'Agent Performance', reports),
      link('/report/agent/status/details', 'Agent Status', reports),
      link('/logs/sms', 'SMS Logs', reports),
      link('/routes/stats', 'Route Statistics', reports),
      link('/calls/active', 'Active Calls', reports),
      link('/report/remediation', 'Remediation Report', reports),
      link('/reports', 'Workflow Reports', reports),
      link('/reports/failures', 'Failures', reports),
      link('/reports/paths', 'Paths', reports),
      link('/reports/scripts', 'Script Reports', reports),
      link('/reports/ivr', 'IVR Reports', reports),
      link('/reports/communication-statistics', 'Communication Statistics', reports),
      link('/reports/call-by-number', 'Calls by Number', reports),
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    links: [
      // the Billing page is reached from here and from the Payment Required banner (issue 27)
      link(paths.billingHistory, 'Billing History', billing, [
        paths.billing,
        paths.billingStatements,
        paths.billingStatement,
      ]),
      link('/accounts/:accountId', 'Account', accountUpdate),
      link('/users/:accountId', 'Users', all('gumby-user-update')),
      link('/businessprofiles', 'Business Profiles', accountUpdate),
      link('/presets', 'Transfer Presets', { rule: PRESET_ACCESS.read }),
      link('/cnam', 'CNAM', { rule: CALLER_NAME_ACCESS }),
      // the rule the server's break routes declare: the one object (packages/domain)
      link('/breaks', 'Break Types', { rule: BREAK_ACCESS }),
      link('/assets', 'Assets', all('asset-read')),
      link('/apitokens/:accountId', 'API Tokens', all('gumby-llt-create')),
      link('/compliance', 'Compliance', compliance),
      link('/audit', 'Audit', compliance),
    ],
  },
  {
    id: 'dni',
    label: 'DNI',
    links: [
      link('/dni/number-groups', 'Number Groups', dni),
      link('/dni/report/number-groups', 'Number Group Report', dni),
      link('/dni/report/lead', 'Lead Report', dni),
    ],
  },
];

const NAV_LINKS: readonly TNavLink[] = NAV_GROUPS.flatMap((g) => g.links);

function navLink(path: string): TNavLink {
  const found = NAV_LINKS.find((l) => l.path === path);
  if (!found) throw new Error(`nav.ts: no sidebar link ${path}`);
  return found;
}

export const CALLBACKS_PAGE: TPage = { path: paths.callbacks, title: 'Callbacks', access: all('portal') };

/** Doc 000 §2: the mobile menu is a reduced set of the sidebar's links plus Callbacks. */
export const MOBILE_LINKS: readonly TNavLink[] = [
  navLink(paths.dashboard),
  navLink(paths.inbox),
  navLink('/contacts'),
  navLink('/campaigns'),
  navLink('/numbers'),
  navLink('/usage'),
  CALLBACKS_PAGE,
];

/** The account menu's pages. */
export const PROFILE_PAGE: TPage = { path: paths.profile, title: 'Profile', access: signedIn };
export const SUPPORT_PLAN_PAGE: TPage = {
  path: paths.supportPlan,
  title: 'Support Plan',
  access: { rule: rule.session, when: isParentAccount },
};

/** Doc 000 §4: start acting as a sub-account; only a parent account's own user, never while acting. */
export const IMPERSONATE_ACCESS: TAccess = {
  rule: rule.all('gumby-acct-read', 'gumby-acct-impersonate'),
  when: (s) => isParentAccount(s) && !isImpersonating(s),
};

export const TRAINING_VIDEOS_PAGE: TPage = {
  path: paths.trainingVideos,
  title: 'Training Videos',
  access: signedIn,
};

/**
 * Doc 000 §2's developer index and the pages it lists: tools for Parley's own people, so only
 * staff hold the privilege (portal-dev, granted by the parley-staff role alone; docs/decisions.md).
 */
export const STAFF_ONLY: TAccess = all('portal-dev');
export const DEV_PAGE: TPage = { path: paths.dev, title: 'Developer pages', access: STAFF_ONLY };
export const DEV_LINKS: readonly TPage[] = [
  { path: '/content', title: 'Content', access: STAFF_ONLY },
  { path: '/add-message', title: 'Add Message', access: STAFF_ONLY },
  { path: '/asset-manager', title: 'Asset Manager', access: STAFF_ONLY },
  { path: '/multiselect-dropdown', title: 'Multi-select Dropdown', access: STAFF_ONLY },
  { path: '/editor-poc', title: 'Editor (proof of concept)', access: STAFF_ONLY },
];
/** Our own demos of the building blocks (issue 13), listed on /dev beside the spec's pages. */
export const DEV_DEMO_PAGES: readonly TPage[] = [
  { path: '/dev/table', title: 'Data table with 100,000 rows', access: STAFF_ONLY },
  { path: '/dev/form-fields', title: 'Form fields', access: STAFF_ONLY },
  { path: '/dev/phone-preview', title: 'Phone previews', access: STAFF_ONLY },
];
/** Listed nowhere but /dev: a page that throws while rendering, to reach the root failure page. */
export const DEV_CRASH_PAGE: TPage = { path: paths.devCrash, title: 'Crash', access: STAFF_ONLY };

/** Every guarded page of the signed-in portal; the router builds one route from each. */
export const PAGES: readonly TPage[] = [
  ...NAV_LINKS,
  // writing needs template-write as well (the list shows no New button without it)
  { path: '/templates/new', title: 'New Message Template', access: { rule: TEMPLATE_WRITE } },
  { path: '/templates/:templateId', title: 'Message Template', access: workflow },
  { path: '/create-number-set', title: 'Create Number Set', access: numbers },
  { path: '/usage/alerts', title: 'Usage Alerts', access: { rule: USAGE_ALERT_READ } },
  { path: paths.billing, title: 'Billing', access: billing },
  { path: paths.billingStatements, title: 'Statements', access: billing },
  { path: paths.billingStatement, title: 'Statement', access: billing },
  CALLBACKS_PAGE,
  { path: paths.trackingAvailable, title: 'Available Tracking Numbers', access: numbers },
  PROFILE_PAGE,
  SUPPORT_PLAN_PAGE,
  TRAINING_VIDEOS_PAGE,
  DEV_PAGE,
  ...DEV_LINKS,
  ...DEV_DEMO_PAGES,
  DEV_CRASH_PAGE,
];

/**
 * The external applications of doc 000 §2; targets come from the portal configuration, and one
 * without a target is not shown. The second contact-center link opens the account's own cluster:
 * it is named for what it is to the user, not by the cluster's id (docs/decisions.md).
 */
export type TExternalApp = 'contactCenter' | 'aiProduct' | 'contactCenterCluster';
export const EXTERNAL_APPS: readonly { id: TExternalApp; label: string; access: TAccess }[] = [
  { id: 'contactCenter', label: 'Contact Center', access: signedIn },
  {
    id: 'aiProduct',
    label: 'AI Chatbot',
    access: { rule: { kind: 'privileges', config: ['feature_chatbot_enabled'] } },
  },
  {
    id: 'contactCenterCluster',
    label: 'Your Contact Center',
    access: { rule: rule.session, when: (s) => Boolean(s.accountConfig.cc_cluster_id) },
  },
];

/** The help menu's items: external pages from configuration, or addresses of this site. */
export type THelpItem =
  | {
      kind: 'external';
      id: 'helpArticles' | 'productUpdates' | 'systemStatus' | 'supportTickets' | 'newTicket';
      label: string;
      access: TAccess;
    }
  | { kind: 'page'; page: TPage; label: string }
  | { kind: 'site'; href: string; label: string; access: TAccess };

const tickets: TAccess = { rule: rule.session, when: seesSupportTickets };

export const HELP_ITEMS: readonly THelpItem[] = [
  { kind: 'external', id: 'helpArticles', label: 'Help articles', access: signedIn },
  { kind: 'external', id: 'productUpdates', label: 'Product updates', access: signedIn },
  { kind: 'external', id: 'systemStatus', label: 'System status', access: signedIn },
  { kind: 'page', page: TRAINING_VIDEOS_PAGE, label: 'Training videos' },
  { kind: 'site', href: paths.apiDocs, label: 'API docs', access: signedIn },
  { kind: 'external', id: 'supportTickets', label: 'Support tickets', access: tickets },
  { kind: 'external', id: 'newTicket', label: 'Submit a ticket', access: tickets },
];
