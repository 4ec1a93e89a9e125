import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

// One sign-in per role, then every link of its first screen opened: longer than the default.
test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;
const NOT_BUILT = 'This section is not available yet.';
const OWN = ['Profile', 'Training Videos', 'Support Plan'];

interface TCase {
  username: string;
  home: string;
  heading: string;
  /** where the getting-started page is, when not the home (the Dashboard is built: the Inbox) */
  start?: { path: string; heading: string };
  /** the getting-started page's links, in order */
  starts: readonly string[];
  /** a menu entry not built yet this role sees, and the group it sits in (null: top level) */
  soon: { link: string; group: string | null } | null;
  axe: boolean;
}

/**
 * Issue 23: the getting-started page, written out from the role's privileges. Both home pages are
 * built now (the Dashboard, issue 29; the Inbox, issue 30): only a role that opens neither lands on
 * it (the component test covers the others' links).
 */
const CASES: Record<string, TCase> = {
  // only `portal`: no Dashboard and no Inbox, so the home redirect's /inbox says where to start
  webrtc: {
    username: 'webrtc@acme.test',
    home: '/inbox',
    heading: 'Getting started',
    starts: OWN,
    soon: null,
    axe: true,
  },
};

async function startingLinks(page: Page) {
  const section = page.getByRole('region', { name: 'What you can use today' });
  await expect(section).toBeVisible();
  return section.getByRole('link');
}

for (const [who, role] of Object.entries(CASES)) {
  test(`${who}: the first screen links to the built pages the role may open, and the menu marks the others Soon`, async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, role.username);
    await expect(page).toHaveURL(role.home);
    await expect(page.getByRole('heading', { level: 1, name: role.heading })).toBeVisible();
    const start = role.start ?? { path: role.home, heading: role.heading };
    if (role.start) {
      await page
        .getByRole('navigation', { name: 'Sidebar' })
        .getByRole('link', { name: 'Inbox', exact: true })
        .click();
      await expect(page).toHaveURL(start.path);
      await expect(page.getByRole('heading', { level: 1, name: start.heading })).toBeVisible();
    }
    await expect(page.getByText(NOT_BUILT)).toHaveCount(0);
    await expect(page.getByText('Not permitted')).toHaveCount(0);
    const links = await startingLinks(page);
    await expect(links).toHaveText([...role.starts]);
    if (role.axe) await expectAccessible(page, `${who}'s getting-started page`);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/getting-started-${who}-desktop.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      // the sidebar slides away: shoot once the page has the whole width
      await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
      await page.screenshot({ path: `${SHOTS}/getting-started-${who}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await test.step('the mark is on the menu entry before any click', async () => {
      if (!role.soon) return;
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      if (role.soon.group) {
        const group = sidebar.getByRole('button', { name: role.soon.group, exact: true });
        if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      }
      const link = sidebar.getByRole('link', { name: role.soon.link, exact: true });
      await expect(link.getByText('Soon', { exact: true })).toBeVisible();
      await expect(link).toHaveAccessibleDescription('Soon: not built yet, the page shows only its title.');
    });

    await test.step('every link opens a page that works', async () => {
      for (const name of role.starts) {
        await (await startingLinks(page)).getByText(name, { exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page).not.toHaveURL(start.path);
        await expect(page.getByText(NOT_BUILT)).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: 'Not permitted' })).toHaveCount(0);
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: start.heading })).toBeVisible();
      }
    });
  });
}
