import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { DEMO, openSignedIn } from './fixtures';
import { expectAccessible, PHONE } from './shell-fixtures';
import { timeInPage } from './time-in-page';

test.describe.configure({ timeout: 90_000 });

const bodyRows = (page: Page) =>
  page.getByRole('table', { name: 'Demo users' }).locator('tbody tr:not([aria-hidden])');
const search = (page: Page) => page.getByRole('textbox', { name: 'Search' });

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, DEMO.staff.username, '/dev/table');
  await expect(page.getByRole('heading', { level: 1, name: 'Data table with 100,000 rows' })).toBeVisible();
});

test('100,000 rows: pages, sort, search, filters, selection, actions, columns kept, export', async ({
  page,
}) => {
  const table = page.getByRole('table', { name: 'Demo users' });
  await test.step('the first page of 10, in a table that counts every row', async () => {
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    await expect(page.getByText('0/100000 selected')).toBeVisible();
    await expectAccessible(page, 'the 100,000-row table');
  });

  await test.step('sort by name, descending on a second click', async () => {
    const name = table.getByRole('columnheader', { name: /Name/ });
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(page).first()).toContainText('Ava Brown');
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(page).first()).toContainText('Zoe Smith');
  });

  await test.step('search and filter, a keystroke under 50 ms after the first', async () => {
    await search(page).fill('liam.');
    await expect(page.getByText(/^0\/\d+ selected$/)).toBeVisible();
    await page.getByRole('textbox', { name: 'User status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await page.getByRole('textbox', { name: 'Account status' }).click();
    await page.getByRole('option', { name: 'Deleted' }).click();
    await expect(bodyRows(page).first()).toContainText('closed');
    await expect(bodyRows(page).first()).toContainText('inactive');
    const count = await page.getByText(/^0\/\d+ selected$/).textContent();
    expect(Number(/\/(\d+)/.exec(count ?? '')?.[1])).toBeLessThan(1000);
    await search(page).fill('');
    await page.getByRole('textbox', { name: 'Account status' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByRole('textbox', { name: 'User status' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await expect(page.getByText('0/100000 selected')).toBeVisible();
  });

  await test.step('Actions is disabled with its tooltip until a row is selected', async () => {
    const actions = page.getByRole('button', { name: 'Actions' });
    await expect(actions).toHaveAttribute('aria-disabled', 'true');
    await actions.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Please select a row to enable actions.');
    await bodyRows(page).nth(0).getByRole('checkbox').check();
    await bodyRows(page).nth(1).getByRole('checkbox').check();
    await expect(page.getByText('2/100000 selected')).toBeVisible();
    await actions.click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(page.getByText('Disable: 2 row(s)', { exact: false })).toBeVisible();
    await search(page).fill('a');
    await expect(page.getByText(/^0\/\d+ selected$/)).toBeVisible();
    await search(page).fill('');
    // a filter clears it too (issue 23): a hidden row is never acted on
    await bodyRows(page).nth(0).getByRole('checkbox').check();
    await expect(page.getByText('1/100000 selected')).toBeVisible();
    await page.getByRole('textbox', { name: 'User status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect(page.getByText(/^0\/\d+ selected$/)).toBeVisible();
    await expect(actions).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'User status' }).click();
    await page.getByRole('option', { name: 'All' }).click();
  });

  await test.step('pages of 500: virtual rows, only those in view are in the document', async () => {
    await page.getByRole('textbox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '500' }).click();
    const shown = await bodyRows(page).count();
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(60);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(bodyRows(page).first()).toHaveAttribute('aria-rowindex', '502');
  });

  await test.step('hide a column: still hidden after a reload (cookie)', async () => {
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name: 'Email' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'parley_columns_dev-table');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    await page.reload();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: /Phone/ })).toBeVisible();
  });

  await test.step('export the filtered rows, all of them, as CSV', async () => {
    await search(page).fill('toronto');
    await page.getByRole('textbox', { name: 'Account status' }).click();
    await page.getByRole('option', { name: 'Deleted' }).click();
    const total = Number(
      /\/(\d+)/.exec((await page.getByText(/^0\/\d+ selected$/).textContent()) ?? '')?.[1],
    );
    expect(total).toBeGreaterThan(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^demo-users-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = Papa.parse<string[]>(readFileSync(await file.path(), 'utf8').slice(1), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual(['ID', 'Name', 'Phone', 'Status', 'Account', 'City', 'Calls']);
    expect(rows).toHaveLength(total + 1);
    expect(rows.slice(1).every((r) => r[5] === 'Toronto' && r[4] === 'closed')).toBe(true);
    // a phone number stays a number a spreadsheet reads
    expect(rows[1]![2]).toMatch(/^\+1\d{10}$/);
  });
});

test('one scroll of 100,000 rows: virtual, keyboard reachable, a filter keystroke measured', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.getByText('All rows, one scroll').click();
  const table = page.getByRole('table', { name: 'Demo users' });
  await expect(table).toHaveAttribute('aria-rowcount', '100001');
  const shown = await bodyRows(page).count();
  expect(shown).toBeLessThan(60);
  // axe at rest: scrolled mid-row, a row's checkbox passes under the sticky header's and axe's
  // target-size rule counts the overlap
  await expectAccessible(page, 'the one-scroll table');
  const region = page.getByRole('region', { name: 'Demo users' });
  await region.focus();
  // End scrolls to the bottom; rows measured on the way change the height, so it may take more
  // presses, each landing closer (a CI run under load took more than 15 s: 99,982 … 99,997)
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(bodyRows(page).last()).toHaveAttribute('aria-rowindex', '100001', { timeout: 2000 });
  }).toPass({ timeout: 40_000 });
  // after a warm-up keystroke, one more: input to the frame after the rows changed
  await search(page).fill('emma');
  await expect(bodyRows(page).first()).toContainText(/emma/i);
  const ms = await timeInPage(
    page,
    `const input = document.querySelector('input[aria-label="Search"]');
     const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
     set.call(input, 'emma.k'); input.dispatchEvent(new Event('input', { bubbles: true }));`,
    `[...document.querySelectorAll('tbody tr[aria-rowindex]')].every((tr) => /emma\\.k/.test(tr.textContent))`,
  );
  console.log(`filter keystroke to painted rows: ${ms.toFixed(1)} ms`);
  // a guard against drawing every row (seconds), not the target: bench:table measures that
  expect(ms).toBeLessThan(2000);
});

test('a phone screen: the table scrolls sideways inside its box', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await expect(bodyRows(page)).toHaveCount(10);
  await expectAccessible(page, 'the table on a phone');
});
