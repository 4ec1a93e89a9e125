import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

const SHOTS = process.env.PARLEY_E2E_SHOTS;
const shot = (page: Page, name: string) =>
  SHOTS ? page.screenshot({ path: `${SHOTS}/sms-logs-${name}.png`, fullPage: true }) : undefined;

// A send, the network's receipts, a job's export and its download: longer than the default.
test.describe.configure({ timeout: 120_000 });

/** A mobile number of this run's own, so a retry or another run's rows are not counted. */
const recipient = () => `+1415555${String(1000 + Math.floor(Math.random() * 9000))}`;

/** The records of an RFC 4180 file whose every field is quoted. */
function records(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  for (const m of csv.matchAll(/"((?:[^"]|"")*)"(,|\r\n)/g)) {
    row.push(m[1]!.replaceAll('""', '"'));
    if (m[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

async function sendTestMessage(page: Page, to: string) {
  await openSignedIn(page, 'owner@acme.test', '/templates');
  await page.getByRole('button', { name: 'Send a test message of Order ready for pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test message' });
  await dialog.getByRole('textbox', { name: 'From', exact: true }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  await expect(dialog.getByRole('textbox', { name: 'firstname' })).toHaveValue('there');
  await dialog.getByRole('textbox', { name: 'ORDER_NUMBER' }).fill('4242');
  await shot(page, 'send-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message accepted: Queued')).toBeVisible();
  await expect(dialog.getByText(/1 segment, \$0\.\d{4}/)).toBeVisible();
  await shot(page, 'send-result');
  await dialog.getByRole('link', { name: 'See it in SMS Logs' }).click();
}

test('a template’s test message on /logs/sms: filtered, opened, exported as CSV, at desktop and phone width', async ({
  page,
}) => {
  const to = recipient();
  await sendTestMessage(page, to);
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Logs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Messages of the account' });
  const row = table.getByRole('row').filter({ hasText: to });
  // newest first: the message just sent is at the top
  await expect(row).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(to);
  await expectAccessible(page, 'the SMS log');
  await shot(page, 'desktop');

  // filters: what it is not hides it, what it is shows it
  await page.getByRole('textbox', { name: 'Direction' }).click();
  await page.getByRole('option', { name: 'Inbound' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Direction' }).click();
  await page.getByRole('option', { name: 'Outbound' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Received' }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByRole('textbox', { name: 'To contains' }).fill(to.slice(1));
  await expect(row).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // the drawer: its whole text, its history; focus back on the row's button after
  const open = row.getByRole('button', { name: new RegExp(`^Open the message of .* to \\${to}$`) });
  await open.click();
  const drawer = page.getByRole('dialog', { name: `Message to ${to}` });
  await expect(
    drawer.getByText('Hi there, your order 4242 is ready for pickup at our Main St store.'),
  ).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'The status history of the message' })).toContainText(
    'Queued',
  );
  await expect(drawer.getByText('GSM7')).toBeVisible();
  await expectAccessible(page, 'the message drawer');
  await shot(page, 'drawer-desktop');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();

  // the export: a job writes every filtered message, then the file is offered
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = page.getByRole('button', { name: /^Download messages-\d{4}-\d{2}-\d{2}\.csv$/ });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Export ready: 1 message', { exact: true })).toBeVisible();
  await shot(page, 'export-ready');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = records(await readFile((await file.path())!, 'utf8'));
  expect(rows[0]).toEqual([
    'Date (UTC)',
    'Direction',
    'From',
    'To',
    'Body',
    'Encoding',
    'Parts',
    'Segments',
    'Status',
    'Error code',
    'Price',
    'Message SID',
  ]);
  expect(rows).toHaveLength(2);
  expect(rows[1]!.slice(1, 5)).toEqual([
    'Outbound',
    expect.stringMatching(/^\+1\d{10}$/),
    to,
    'Hi there, your order 4242 is ready for pickup at our Main St store.',
  ]);

  await page.setViewportSize(PHONE);
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the SMS log on a phone');
  await shot(page, 'phone');
  await open.click();
  await expect(drawer).toBeVisible();
  await expectAccessible(page, 'the message drawer on a phone');
  await shot(page, 'drawer-phone');
});

test('/add-message offers the composed message’s send: from, to and Send, axe-clean', async ({ page }) => {
  await openSignedIn(page, 'staff@parley.test', '/add-message');
  const send = page.getByRole('region', { name: 'Send it' });
  await expect(send.getByRole('textbox', { name: 'From', exact: true })).toBeVisible();
  await expect(send.getByRole('textbox', { name: 'To', exact: true })).toBeVisible();
  await send.getByRole('button', { name: 'Send' }).click();
  // nothing typed: the schema's own words, before any request
  await expect(send.getByText('Enter the number to send to.')).toBeVisible();
  await expectAccessible(page, 'the developer page’s send');
  await shot(page, 'add-message');
});
