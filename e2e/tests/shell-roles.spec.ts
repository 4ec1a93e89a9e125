import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import {
  ALL_LINKS,
  GROUPS,
  PHONE,
  TABLE,
  expectAccessible,
  menuItems,
  sessionOf,
  sidebarGroups,
  sidebarLinks,
  spokenTexts,
  textsOf,
} from './shell-fixtures';

/**
 * Every demo sign-in, once each: the portal its privileges give it (doc 000 §2 and §6), on a
 * desktop and then on a phone, in one signed-in page.
 */
interface TRoleCase {
  username: string;
  home: string;
  heading: string;
  /** the sidebar's links, from the table */
  links: readonly string[];
  groups: readonly string[];
  /** the external apps: only those whose target the e2e server configures (playwright.config.ts) */
  apps: readonly string[];
  accountMenu: readonly string[];
  mobile: readonly string[];
  /** addresses typed by hand that must answer Not permitted */
  forbidden: readonly string[];
  /** another account's addresses, typed by hand: not found, as if they did not exist */
  notFound?: readonly string[];
  /** Parley staff: /dev and its pages open */
  staff?: boolean;
  unfunded: boolean;
  /** axe runs on one role's pages: the others are the same components with fewer links */
  axe: boolean;
}

// Long flows on a busy two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const SETTINGS_BUT_ASSETS: readonly string[] = TABLE.settings.filter((l) => l !== '/assets');
const MOBILE_ALL = ['Dashboard', 'Inbox', 'Contacts', 'Campaigns', 'Numbers', 'Usage', 'Callbacks'];
const OTHER_ACCOUNT = `AC${'0'.repeat(31)}1`;
const OTHER_USER = `/users/edit/${OTHER_ACCOUNT}/CL${'0'.repeat(31)}1`;

const CASES: Record<string, TRoleCase> = {
  owner: {
    ...DEMO.owner,
    links: ALL_LINKS,
    groups: GROUPS,
    apps: [],
    accountMenu: ['Profile', 'Support Plan', 'Act as a sub-account', 'Logout'],
    mobile: MOBILE_ALL,
    // the developer pages are Parley staff's, not even an account owner's
    forbidden: ['/dev', '/dev/crash'],
    notFound: [OTHER_USER, `/accounts/${OTHER_ACCOUNT}`],
    unfunded: false,
    axe: true,
  },
  supervisor: {
    ...DEMO.supervisor,
    links: ALL_LINKS.filter((l) => !SETTINGS_BUT_ASSETS.includes(l)),
    groups: GROUPS,
    apps: [],
    accountMenu: ['Profile', 'Support Plan', 'Logout'],
    mobile: MOBILE_ALL,
    forbidden: ['/billing/history', '/apitokens/{accountId}'],
    unfunded: false,
    axe: false,
  },
  agent: {
    ...DEMO.agent,
    links: ['/inbox'],
    groups: [],
    apps: [],
    accountMenu: ['Profile', 'Support Plan', 'Logout'],
    mobile: ['Inbox', 'Callbacks'],
    forbidden: ['/dashboard', '/reports/failures', '/dev'],
    unfunded: false,
    axe: false,
  },
  westAdmin: {
    ...DEMO.westAdmin,
    links: ALL_LINKS.filter((l) => l !== '/billing/history'),
    groups: GROUPS,
    apps: [],
    accountMenu: ['Profile', 'Logout'],
    mobile: MOBILE_ALL,
    forbidden: ['/billing/history', '/supportplan'],
    unfunded: true,
    axe: false,
  },
  // Summit has every paid feature on already (the Add Feature tests only look at it): the AI
  // product link and the account's own contact-center link show there, named for a person (not
  // by the cluster's id); the general Contact Center link is not configured, so not shown.
  summitOwner: {
    username: 'owner@summit.test',
    home: '/dashboard',
    heading: 'Dashboard',
    links: ALL_LINKS,
    groups: GROUPS,
    apps: ['AI Chatbot', 'Your Contact Center'],
    accountMenu: ['Profile', 'Support Plan', 'Act as a sub-account', 'Logout'],
    mobile: MOBILE_ALL,
    forbidden: [],
    notFound: [OTHER_USER],
    unfunded: false,
    axe: false,
  },
  // Parley's own staff, in its house account (no inbox there): the developer pages open.
  staff: {
    ...DEMO.staff,
    links: ALL_LINKS.filter((l) => l !== '/inbox'),
    groups: GROUPS,
    apps: [],
    accountMenu: ['Profile', 'Support Plan', 'Act as a sub-account', 'Logout'],
    mobile: MOBILE_ALL.filter((l) => l !== 'Inbox'),
    forbidden: ['/inbox'],
    unfunded: false,
    axe: false,
    staff: true,
  },
};

const UNFUNDED = 'Payment Required: The account is unfunded. Please ensure there are sufficient funds.';

async function checkMenus(page: Page, role: TRoleCase) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  expect(await menuItems(page)).toEqual(role.accountMenu);
  if (role.axe) await expectAccessible(page, 'the open account menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // the help menu opens from the keyboard too. No help site is configured for this server:
  // only the portal's own pages are offered, with no search field that would lead nowhere.
  await page.getByRole('button', { name: 'Help menu' }).focus();
  await page.keyboard.press('Enter');
  const helpDialog = page.getByRole('dialog', { name: 'Help' });
  const helpLinks = helpDialog.getByRole('navigation', { name: 'Help links' }).getByRole('link');
  await expect(helpLinks.first()).toBeVisible();
  expect(await textsOf(helpLinks)).toEqual(['Training videos', 'API docs (opens in a new tab)']);
  await expect(helpDialog.getByRole('textbox', { name: 'Search help' })).toHaveCount(0);
  await expect(helpLinks.first()).toBeFocused();
  if (role.axe) await expectAccessible(page, 'the open help menu');
  await page.keyboard.press('Escape');
  await expect(helpDialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Help menu' })).toBeFocused();
}

for (const [who, role] of Object.entries(CASES)) {
  test(`${who}: sidebar, menus, guards and phone menu follow the privileges`, async ({ page }) => {
    await test.step('sign in', async () => {
      await page.goto('/');
      await signIn(page, role.username);
      await expect(page).toHaveURL(role.home);
      await expect(page.getByRole('heading', { level: 1, name: role.heading })).toBeVisible();
    });
    const { accountId } = await sessionOf(page);
    const fill = (path: string) => path.replace('{accountId}', accountId);

    // the funded banner only on the unfunded account
    await expect(page.getByText(UNFUNDED)).toHaveCount(role.unfunded ? 1 : 0);

    // the sidebar: exactly the table's links for these privileges, the current page marked
    expect(await sidebarGroups(page)).toEqual(role.groups);
    expect(await test.step('sidebar links', () => sidebarLinks(page))).toEqual(role.links.map(fill));
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.locator('[aria-current="page"]')).toHaveAttribute('href', role.home);
    const apps = sidebar.locator('a[target="_blank"]');
    expect(await textsOf(apps)).toEqual(role.apps.map((name) => `${name} (opens in a new tab)`));
    if (role.axe) await expectAccessible(page, `${who}'s ${role.home} with the sidebar`);

    if (role.unfunded) {
      // dismissible, and it stays dismissed for the browser session
      const banner = page.getByRole('alert', { name: 'Payment required' });
      await expect(banner).toContainText(UNFUNDED);
      await banner.getByRole('button', { name: 'Dismiss' }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: role.heading })).toBeVisible();
      await expect(page.getByText(UNFUNDED)).toHaveCount(0);
    }

    await test.step('menus', () => checkMenus(page, role));

    // typed by hand, a page the privileges do not give answers Not permitted
    await test.step('forbidden', async () => {
      for (const path of role.forbidden.map(fill)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
        await expect(page).toHaveURL(path);
      }
      if (role.axe) await expectAccessible(page, 'the Not permitted page');
    });

    await test.step('not found', async () => {
      for (const path of role.notFound ?? []) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await expect(page).toHaveURL(path);
      }
      if (role.axe && role.notFound?.length) await expectAccessible(page, 'the Page not found page');
    });

    // a phone: the sidebar gives way to the menu button
    await test.step('phone', async () => {
      await page.setViewportSize(PHONE);
      await expect(page.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Menu' });
      const menuLinks = menu.locator('a:not([target])');
      await expect(menuLinks.last()).toBeVisible();
      // the Inbox link says its unread count after its name ("Inbox, 17 unread"): the names alone
      const names = (await spokenTexts(menuLinks)).map((t) => t.replace(/, \d+ unread$/, ''));
      expect(names).toEqual(role.mobile);
      if (role.axe) await expectAccessible(page, `${who}'s phone menu`);
      await menu.getByRole('link', { name: 'Callbacks' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Callbacks' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      // the developer index: 'View on desktop' on a phone, for staff; not permitted to the others
      await page.goto('/dev');
      if (role.staff) await expect(page.getByText('View on desktop')).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
      await expect(page.getByRole('link', { name: '/content' })).toHaveCount(0);
    });
  });
}
