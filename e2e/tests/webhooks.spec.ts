import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DATA_TABLE_TEXTS, WEBHOOK_DELIVERIES_TEXTS, WEBHOOK_SECRET_TEXTS, fillText } from '@parley/domain';
import { DEMO, openSignedIn } from './fixtures';
import { accessToken, expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

async function openWebhooks(page: Page) {
  await openSignedIn(page, DEMO.owner.username, '/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  return page.getByRole('table', { name: 'Webhooks of the account' });
}

/** Webhooks of this test's own, made through the API: the seeded ones stay as other tests expect them. */
async function addWebhooks(page: Page, names: string[]) {
  const authorization = `Bearer ${await accessToken(page)}`;
  for (const name of names) {
    const res = await page.request.post('/v3/webhooks', {
      headers: { authorization },
      data: {
        name,
        url: `https://hooks.example.com/${encodeURIComponent(name)}`,
        enabled: true,
        events: ['voicemail'],
      },
    });
    expect(res.ok()).toBe(true);
  }
}

test('the webhooks page: add (a bad URL first), edit, disable and delete a webhook', async ({ page }) => {
  const table = await openWebhooks(page);
  await expect(table.getByRole('button', { name: 'CRM call log', exact: true })).toBeVisible();
  await expectAccessible(page, 'the webhooks page');

  // a name no other run or test uses: the database lives as long as the e2e run
  const name = `E2E hook ${Date.now().toString(36)}`;
  const renamed = `${name} (edited)`;

  await test.step('add: the form says what is wrong with the URL, then saves', async () => {
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    // a new webhook is sent enabled: its switch is drawn on
    await expect(dialog.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^URL/).fill('ftp://files.example.com/in');
    await dialog.getByRole('checkbox', { name: 'sms_inbound' }).check();
    await dialog.getByRole('button', { name: 'Add webhook', exact: true }).click();
    await expect(dialog.getByText('Must be a valid URL with http/https')).toBeVisible();
    await expectAccessible(page, 'the webhook form with an error');

    await dialog.getByLabel(/^URL/).fill('https://hooks.example.com/e2e');
    await dialog.getByRole('button', { name: 'Add webhook', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Webhook created' })).toContainText(name);
    // its signing secret, once (issue 28)
    const secret = page.getByRole('dialog', { name: `Signing secret of ${name}` });
    await secret.getByRole('button', { name: WEBHOOK_SECRET_TEXTS.done }).click();
    await expect(secret).toBeHidden();
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(table.getByRole('button', { name, exact: true })).toBeVisible();
  });

  await test.step('edit: a new name and an event more', async () => {
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit webhook' });
    await expect(dialog.getByLabel(/^URL/)).toHaveValue('https://hooks.example.com/e2e');
    await expect(dialog.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await dialog.getByLabel(/^Name/).fill(renamed);
    await dialog.getByRole('checkbox', { name: 'voicemail' }).check();
    await dialog.getByRole('button', { name: 'Save webhook' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Webhook saved' })).toContainText(renamed);
    const row = table.getByRole('row').filter({ hasText: renamed });
    await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  });

  await test.step('the form’s switch: one click turns an enabled webhook off, and back on', async () => {
    for (const enabled of [true, false]) {
      await table.getByRole('button', { name: `Edit ${renamed}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit webhook' });
      const toggle = dialog.getByRole('switch', { name: 'Enabled' });
      await expect(toggle).toBeChecked({ checked: enabled });
      await toggle.click();
      await expect(toggle).toBeChecked({ checked: !enabled });
      await dialog.getByRole('button', { name: 'Save webhook' }).click();
      await expect(dialog).toBeHidden();
      await expect(table.getByRole('switch', { name: `${renamed} enabled` })).toBeChecked({
        checked: !enabled,
      });
    }
  });

  await test.step('disable it from the list; the change holds after a reload', async () => {
    const toggle = table.getByRole('switch', { name: `${renamed} enabled` });
    await expect(toggle).toBeChecked();
    // by keyboard (the switch is a checkbox input under its track), and only once the change is saved
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/v3/webhooks/'),
    );
    await toggle.focus();
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await page.getByRole('textbox', { name: 'Search' }).fill(renamed);
    await expect(table.getByRole('switch', { name: `${renamed} enabled` })).not.toBeChecked();
  });

  await test.step('delete, after confirming', async () => {
    await table.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete webhook' });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Webhook deleted' })).toContainText(renamed);
    await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  });
});

test('the webhooks table: pages, columns kept across a reload, selection and actions, export', async ({
  page,
}) => {
  const tag = `E2E bulk ${Date.now().toString(36)}`;
  // the third starts like a formula: the file must carry it as text
  const names = [`${tag} one`, `${tag} two`, `=HYPERLINK("https://evil.example","${tag}")`];
  const table = await openWebhooks(page);
  await addWebhooks(page, names);
  await page.reload();

  // one checkbox a row, besides the header's Select all rows
  const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all rows$)/ });

  await test.step('pages of 10 from the server: the seeded dozen and ours run onto a second page', async () => {
    await expect(rowBoxes).toHaveCount(10);
    await page.getByRole('button', { name: DATA_TABLE_TEXTS.nextPage }).click();
    await expect(page.getByText(fillText(DATA_TABLE_TEXTS.page, { page: 2 }))).toBeVisible();
    await expect(rowBoxes).not.toHaveCount(0);
    await expect(rowBoxes).not.toHaveCount(10);
    await page.getByRole('button', { name: DATA_TABLE_TEXTS.previousPage }).click();
    await expect(rowBoxes).toHaveCount(10);
  });

  await test.step('a column shown from the Columns menu stays shown after a reload (its cookie)', async () => {
    await expect(table.getByRole('columnheader', { name: /Created/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Created' }).check();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: /Created/ })).toBeVisible();
    await page.reload();
    await expect(table.getByRole('columnheader', { name: /Created/ })).toBeVisible();
  });

  await test.step('select ours, disable them from the Actions menu, enable them again', async () => {
    const actions = page.getByRole('button', { name: 'Actions' });
    await expect(actions).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(rowBoxes).toHaveCount(3);
    await table.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await table.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    await expect(page.getByText('2/3 selected')).toBeVisible();
    await actions.click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '2 webhooks disabled' })).toContainText(
      `${names[0]}, ${names[1]}`,
    );
    await expect(table.getByRole('switch', { name: `${names[0]} enabled` })).not.toBeChecked();
    await expect(table.getByRole('switch', { name: `${names[1]} enabled` })).not.toBeChecked();
    await expect(table.getByRole('switch', { name: `${names[2]} enabled` })).toBeChecked();
    await page.mouse.move(0, 0); // a hovered row is shaded: check the table as it rests
    await expectAccessible(page, 'the webhooks table with a selection');
    await actions.click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await expect(table.getByRole('switch', { name: `${names[0]} enabled` })).toBeChecked();
  });

  await test.step('a filter that hides a selected row clears the selection: no Action reaches it', async () => {
    // issue 23: '1/5 selected' with no row ticked, and a bulk Disable sent a PUT for the hidden row
    const actions = page.getByRole('button', { name: 'Actions' });
    await expect(page.getByText('2/3 selected')).toBeVisible();
    const status = page.getByRole('textbox', { name: 'Status' });
    await status.click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    await expect(page.getByText(/^0\/\d+ selected$/)).toBeVisible();
    await expect(actions).toHaveAttribute('aria-disabled', 'true');
    await status.click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(page.getByText('0/3 selected')).toBeVisible();
  });

  await test.step('export: the rows the search leaves, downloaded and parsed back', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^webhooks-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['Name', 'URL', 'Enabled', 'Events', 'Created']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([`'${names[2]}`, names[0], names[1]].sort());
    // the events as a person reads them, not JSON
    expect(rows[1]![3]).toBe('voicemail');
  });

  await test.step('delete the selected after confirming once', async () => {
    await table.getByRole('checkbox', { name: 'Select all rows' }).check();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete webhooks' });
    await expect(dialog).toContainText('Delete 3 webhooks?');
    // it names what goes
    await expect(dialog.getByRole('listitem')).toHaveText([...names].sort(), { useInnerText: true });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No results found')).toBeVisible();
  });
});

test('a URL too long for its column ends in an ellipsis, and shows whole when pointed at', async ({
  page,
}) => {
  const table = await openWebhooks(page);
  const name = `E2E long ${Date.now().toString(36)}`;
  const url = `https://hooks.example.com/${'a-very-long-path-segment/'.repeat(6)}end`;
  const authorization = `Bearer ${await accessToken(page)}`;
  const res = await page.request.post('/v3/webhooks', {
    headers: { authorization },
    data: { name, url, enabled: true, events: ['voicemail'] },
  });
  expect(res.ok()).toBe(true);
  await page.reload();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  // the server searches once typing pauses: wait for the one row
  await expect(table.getByRole('checkbox', { name: /^Select (?!all rows$)/ })).toHaveCount(1);
  const cell = table.getByRole('cell', { name: url });
  await expect(cell).toBeVisible();
  const drawn = await cell.evaluate((el) => ({
    ellipsis: getComputedStyle(el).textOverflow,
    cut: el.scrollWidth > el.clientWidth,
  }));
  expect(drawn).toEqual({ ellipsis: 'ellipsis', cut: true });
  await cell.hover();
  await expect(cell).toHaveAttribute('title', url);
  // a short cell gets no title
  const short = table.getByRole('cell', { name: '1', exact: true });
  await short.hover();
  await expect(short).not.toHaveAttribute('title');
  await page.request.delete(
    `/v3/webhooks/${((await res.json()) as { payload: [{ id: string }] }).payload[0].id}`,
    {
      headers: { authorization },
    },
  );
});

test('a webhook delivered (issue 28): made to a receiver on this machine, its secret shown once, a test event seen with its 200', async ({
  page,
}) => {
  // a receiver of the test's own: the e2e server runs with WEBHOOK_ALLOW_PRIVATE, so 127.0.0.1 is allowed
  const received: Array<{ headers: Record<string, unknown>; body: string }> = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('got it');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  const name = `E2E delivered ${Date.now().toString(36)}`;
  try {
    const table = await openWebhooks(page);

    await test.step('add it: the secret is shown once, with a copy button', async () => {
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const form = page.getByRole('dialog', { name: 'Add webhook' });
      await form.getByLabel(/^Name/).fill(name);
      await form.getByLabel(/^URL/).fill(`http://127.0.0.1:${port}/parley`);
      await form.getByRole('checkbox', { name: 'sms_inbound' }).check();
      await form.getByRole('button', { name: 'Add webhook', exact: true }).click();
      const secret = page.getByRole('dialog', { name: fillText(WEBHOOK_SECRET_TEXTS.title, { name }) });
      await expect(secret.getByText(WEBHOOK_SECRET_TEXTS.once)).toBeVisible();
      await expect(secret.getByText(/^whsec_[0-9a-f]{64}$/)).toBeVisible();
      await expect(secret.getByRole('button', { name: WEBHOOK_SECRET_TEXTS.copy })).toBeVisible();
      await expectAccessible(page, 'the signing secret dialog');
      await secret.getByRole('button', { name: WEBHOOK_SECRET_TEXTS.done }).click();
      await expect(secret).toBeHidden();
    });

    await test.step('Send test event: the receiver gets it, and the list shows its 200', async () => {
      await page.getByRole('textbox', { name: 'Search' }).fill(name);
      const open = table.getByRole('button', {
        name: fillText(WEBHOOK_DELIVERIES_TEXTS.openLabel, { name }),
      });
      await open.click();
      const drawer = page.getByRole('dialog', { name: fillText(WEBHOOK_DELIVERIES_TEXTS.title, { name }) });
      await expect(drawer.getByText(WEBHOOK_DELIVERIES_TEXTS.empty)).toBeVisible();
      await drawer.getByRole('button', { name: WEBHOOK_DELIVERIES_TEXTS.sendTest }).click();
      const deliveries = drawer.getByRole('table', { name: WEBHOOK_DELIVERIES_TEXTS.tableLabel });
      const row = deliveries.getByRole('row').filter({ hasText: 'sms_inbound' });
      await expect(row).toContainText(WEBHOOK_DELIVERIES_TEXTS.statuses.delivered);
      await expect(row.getByRole('cell', { name: '200', exact: true })).toBeVisible();
      await expect(row).toContainText('got it');
      expect(received).toHaveLength(1);
      expect(received[0]!.headers['x-parley-event']).toBe('sms_inbound');
      expect(String(received[0]!.headers['x-parley-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(JSON.parse(received[0]!.body)).toMatchObject({ event: 'sms_inbound', test: true });
      await page.mouse.move(0, 0);
      await expectAccessible(page, 'the deliveries drawer');
      await drawer.getByRole('button', { name: 'Close' }).click();
      await expect(drawer).toBeHidden();
      await expect(open).toBeFocused();
    });

    await test.step('delete it, so other tests see the seeded webhooks only', async () => {
      await table.getByRole('button', { name: `Delete ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete webhook' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toBeHidden();
    });
  } finally {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  }
});
