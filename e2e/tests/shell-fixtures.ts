import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Doc 000 §2's sidebar table, written out (not read from the app's config/nav.ts), group by group,
 * with `{accountId}` where the spec has it.
 */
export const TABLE = {
  top: ['/dashboard', '/inbox'],
  contacts: ['/contacts', '/contacts/import-status', '/contacts/attributes', '/contacts/custom-keys'],
  workflow: [
    '/campaigns',
    '/conference',
    '/rcs/templates',
    '/templates',
    '/webhooks',
    '/external-integration',
    '/enrollment',
    '/live-lists',
    '/dispositions',
    '/ivr',
    '/scripts',
  ],
  numbers: ['/purchase-numbers', '/numbers', '/number-sets'],
  reports: [
    '/usage',
    '/report/agent/timesheet',
    '/report/agent/performancedetails',
    '/report/agent/status/details',
    '/logs/sms',
    '/routes/stats',
    '/calls/active',
    '/report/remediation',
    '/reports',
    '/reports/failures',
    '/reports/paths',
    '/reports/scripts',
    '/reports/ivr',
    '/reports/communication-statistics',
    '/reports/call-by-number',
  ],
  settings: [
    '/billing/history',
    '/accounts/{accountId}',
    '/users/{accountId}',
    '/businessprofiles',
    '/presets',
    '/cnam',
    '/breaks',
    '/assets',
    '/apitokens/{accountId}',
    '/compliance',
    '/audit',
  ],
  dni: ['/dni/number-groups', '/dni/report/number-groups', '/dni/report/lead'],
} as const;

export const ALL_LINKS: readonly string[] = Object.values(TABLE).flat();

export const GROUPS = ['Contacts', 'Workflow', 'Numbers', 'Reports', 'Settings', 'DNI'] as const;

/** The session as the server answers it to the signed-in browser's own access token. */
export interface TE2eSession {
  accountId: string;
  clientId: string;
  parentAcctId: string;
  companyName: string;
  yPrivs?: Record<string, boolean>;
}

export async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'parley_at');
  expect(cookie, 'the access-token cookie').toBeTruthy();
  return decodeURIComponent(cookie!.value);
}

export async function sessionOf(page: Page): Promise<TE2eSession> {
  const res = await page.request.get('/v3/auth/session', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { payload: TE2eSession[] }).payload[0]!;
}

/** Opens every collapsed group of the sidebar, then lists the in-app addresses it links to. */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeVisible();
  for (const label of GROUPS) {
    const group = sidebar.getByRole('button', { name: label, exact: true });
    if ((await group.count()) === 0) continue;
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  // links of the app itself; the external apps open in a new tab
  const inApp = sidebar.locator('a:not([target])');
  // wait for the last group to finish opening: every link counted must be visible
  await expect(inApp.last()).toBeVisible();
  return inApp.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** The visible groups' buttons, in order, as they are named (without their "Soon" mark). */
export async function sidebarGroups(page: Page): Promise<string[]> {
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  return spokenTexts(sidebar.locator('button'));
}

/**
 * What each element reads out: its text without what is hidden from screen readers (the menu's
 * "Soon" mark, which is aria-hidden, and the hidden note that describes the link instead).
 */
export async function spokenTexts(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"], [hidden]').forEach((n) => n.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

/** What each element reads, white space collapsed ('Help articles (opens in a new tab)'). */
export async function textsOf(locator: Locator): Promise<string[]> {
  return (await locator.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
}

export async function menuItems(page: Page): Promise<string[]> {
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  return textsOf(items);
}

/**
 * Axe on the page as it is now (or on the part `within` selects, such as an open dialog): no
 * violation of any impact, under the WCAG A and AA rules and axe's best practices (landmarks,
 * headings, regions), which is where the minor ones live.
 *
 * Legacy mode runs axe in the page itself: the default opens a blank page per call to merge the
 * frames' results (a renderer process each time), and the portal has no cross-origin frame for it
 * to reach. Only violations carry their nodes back. On /dashboard, signed in: 2.5–3.2 s a pass by
 * default, 0.9–1.0 s this way (e2e runs about 75 passes).
 */
export async function expectAccessible(page: Page, what: string, within?: string) {
  // A dialog or menu still fading in has its colours half-way: axe then reads a contrast nobody
  // sees (a CI run failed so on a loaded machine). Finite animations and transitions end first;
  // endless ones (a loader's spin) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (within) builder = builder.include(within);
  const results = await builder.analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
    `accessibility of ${what}`,
  ).toEqual([]);
}

export const PHONE = { width: 390, height: 844 } as const;
