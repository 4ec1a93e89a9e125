import { expect, test } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 60_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

test("the failures report explains the demo's failed messages and opens them in the log", async ({
  page,
}) => {
  await openSignedIn(page, DEMO.owner.username, '/reports/failures');
  await expect(page.getByRole('heading', { level: 1, name: 'Failures' })).toBeVisible();
  // the control's radios are hidden behind their labels, which take the click
  await page.getByText('Last 30 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  const table = page.getByRole('table', { name: 'Failures by error code' });
  // Acme's demo traffic (30 days through the simulated network) has failures
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'in the last 30 days' })).toBeVisible();
  await expectAccessible(page, 'the failures report');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/failures-desktop.png`, fullPage: true });

  const first = rows.nth(1);
  const code = (await first.getByRole('cell').first().textContent())!.trim();
  const total = Number((await first.getByRole('cell').nth(4).textContent())!.replace(/,/g, ''));
  expect(total).toBeGreaterThan(0);
  await first.getByRole('link', { name: `View the messages with error ${code}` }).click();
  await expect(page).toHaveURL(new RegExp(`/logs/sms\\?errorCode=${code}&since=`));
  const log = page.getByRole('table', { name: 'Messages' });
  await expect(page.getByRole('textbox', { name: 'Error code' })).toHaveValue(code);
  // the rows with data cells (not the header, nor the virtual body's spacers)
  const logRows = log.getByRole('row').filter({ has: page.getByRole('cell').filter({ hasText: /\S/ }) });
  await expect(logRows.first()).toBeVisible();
  // every message listed carries the code
  for (const text of await logRows.allTextContents()) expect(text).toContain(code);

  if (SHOTS) {
    await page.goBack();
    await page.setViewportSize(PHONE);
    await expect(table).toBeVisible();
    await expect.poll(async () => (await page.getByRole('main').boundingBox())?.x).toBe(0);
    await page.screenshot({ path: `${SHOTS}/failures-phone.png`, fullPage: true });
  }
});

test('the usage report totals the demo month by category and exports its days', async ({ page }) => {
  await openSignedIn(page, DEMO.owner.username, '/usage');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Usage by category' });
  const sent = totals.getByRole('row').filter({ hasText: 'SMS sent' });
  await expect(sent).toContainText('segments');
  // Acme's demo month sent messages: the quantity is not zero
  const quantity = Number((await sent.getByRole('cell').nth(1).textContent())!.replace(/,/g, ''));
  expect(quantity).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'Charged in the range: $' })).toBeVisible();
  await expectAccessible(page, 'the usage report');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('"Period","Category","Quantity","Unit","Amount"');

  await page.getByText('Last 12 months', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'Usage by month' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/usage-desktop.png`, fullPage: true });
});

test('communication statistics: each sender number and number set of the demo, sortable', async ({
  page,
}) => {
  await openSignedIn(page, DEMO.owner.username, '/reports/communication-statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Communication Statistics' })).toBeVisible();
  const byNumber = page.getByRole('table', { name: 'Volume and delivery rate by number' });
  const first = byNumber.getByRole('row').nth(1);
  await expect(first).toContainText('%');
  await expectAccessible(page, 'the communication statistics');
  await page.getByText('Number set', { exact: true }).click();
  const bySet = page.getByRole('table', { name: 'Volume and delivery rate by number set' });
  await expect(bySet.getByRole('row').nth(1)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/communication-desktop.png`, fullPage: true });
});
