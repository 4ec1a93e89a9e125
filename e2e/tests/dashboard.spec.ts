import { expect, test, type Request } from '@playwright/test';
import { DEMO, openSignedIn, signIn } from './fixtures';
import { PHONE, accessToken, expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 60_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

interface TBucket {
  label: string;
  sent: number;
  delivered: number;
  undelivered: number;
  failed: number;
  received: number;
}

test("the owner lands on the week's figures, read from the account's messages, each asked for once", async ({
  page,
}) => {
  const asked: string[] = [];
  const record = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/v3/stats' || path === '/v3/dashboard') asked.push(path);
  };
  page.on('request', record);
  const statsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v3/stats');
  await page.goto('/');
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL('/dashboard');
  const week = ((await (await statsAnswer).json()) as { payload: TBucket[] }).payload;
  expect(week).toHaveLength(7);

  const tiles = page.getByRole('list', { name: 'The account at a glance' });
  const today = week.at(-1)!;
  const todayTile = tiles.getByRole('link', { name: /Today's messages/ });
  await expect(todayTile).toContainText(String(today.sent + today.received));
  await expect(todayTile).toContainText(`${today.sent} sent, ${today.received} received`);
  const delivered = week.reduce((n, b) => n + b.delivered, 0);
  const settled = week.reduce((n, b) => n + b.delivered + b.undelivered + b.failed, 0);
  await expect(tiles.getByRole('link', { name: /Delivery rate/ })).toContainText(
    `${delivered} of ${settled} delivered`,
  );

  // the numbers tile is the summary's count, and its link explains it
  const res = await page.request.get('/v3/dashboard', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  const summary = ((await res.json()) as { payload: { numbersOwned: number }[] }).payload[0]!;
  const numbers = tiles.getByRole('link', { name: /Numbers owned/ });
  await expect(numbers).toContainText(String(summary.numbersOwned));

  // the chart: one tab stop, the latest day, the arrows through the week
  const chart = page.getByRole('group', { name: 'Messages, last 7 days' });
  const days = chart.getByRole('img');
  await expect(days).toHaveCount(7);
  await days.last().focus();
  await page.keyboard.press('ArrowLeft');
  const yesterday = week.at(-2)!;
  await expect(days.nth(5)).toBeFocused();
  await expect(days.nth(5)).toHaveAccessibleName(
    new RegExp(
      `: ${yesterday.sent} sent, ${yesterday.delivered} delivered, ${yesterday.failed} failed, ${yesterday.received} received$`,
    ),
  );
  await expectAccessible(page, 'the dashboard');
  expect(asked.filter((p) => p === '/v3/stats')).toHaveLength(1);
  expect(asked.filter((p) => p === '/v3/dashboard')).toHaveLength(1);

  await numbers.click();
  await expect(page).toHaveURL('/numbers');
  await expect(page.getByRole('heading', { level: 1, name: 'Numbers' })).toBeVisible();

  if (SHOTS) {
    await page.goBack();
    await expect(chart).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-phone.png`, fullPage: true });
  }
});

test('a new account is shown its first steps, not a chart of zeros', async ({ page }) => {
  await openSignedIn(page, 'owner@brightline.test', '/dashboard');
  await expect(page.getByText('Your account has sent no messages yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Messages, last 7 days' })).toHaveCount(0);
  const steps = page.getByRole('main').getByRole('listitem');
  await expect(steps).toHaveCount(3);
  // funded already, no number yet
  await expect(steps.nth(0)).toContainText('Done');
  await expect(steps.nth(1)).not.toContainText('Done');
  await expectAccessible(page, "a new account's dashboard");
  await steps.nth(1).getByRole('link', { name: 'Buy a number' }).click();
  await expect(page).toHaveURL('/purchase-numbers');
});
