import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 90_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

async function open(page: Page) {
  await openSignedIn(page, DEMO.staff.username, '/dev/form-fields');
  await expect(page.getByRole('heading', { level: 1, name: 'Form fields' })).toBeVisible();
}

/** A day some days from today: as typed (MM/DD/YYYY) and as kept (YYYY-MM-DD). */
function dayFromToday(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const [y, m, dd] = [
    d.getFullYear(),
    String(d.getMonth() + 1).padStart(2, '0'),
    String(d.getDate()).padStart(2, '0'),
  ];
  return { typed: `${m}/${dd}/${y}`, kept: `${y}-${m}-${dd}` };
}

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();

test('the email field asks the server: not available for a user, available for a new address', async ({
  page,
}) => {
  await open(page);
  const email = page.getByRole('textbox', { name: /^Email/ });
  await email.fill('owner@acme.test');
  await expect(email).toHaveAccessibleDescription(/owner@acme\.test is not available\./);
  await expect(
    page.getByRole('status').filter({ hasText: 'owner@acme.test is not available.' }),
  ).toBeAttached();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('availability')).toHaveText('not available');
  await email.fill('fresh.person@acme.test');
  await expect(page.getByTestId('availability')).toHaveText(/Loading|available/);
  await expect(email).toHaveAccessibleDescription(/fresh\.person@acme\.test is available\./);
  await expect(page.getByTestId('availability')).toHaveText('available');
  await email.fill('fresh.person@');
  await expect(page.getByTestId('availability')).toHaveText('N/A');
});

test('every field filled by keyboard and mouse is sent as the shared schemas keep it', async ({ page }) => {
  await open(page);
  await save(page);
  await expect(page.getByText('Choose an amount, or enter your own.')).toBeVisible();
  await expectAccessible(page, 'the form fields with their errors');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/errors-1280.png`, fullPage: true });

  await page.getByRole('textbox', { name: /^Email/ }).fill('fresh.person@acme.test');
  await page.locator('label', { hasText: /^Other$/ }).click();
  const custom = page.getByRole('textbox', { name: 'Custom amount' });
  await custom.pressSequentially('25');
  await expect(custom).toHaveValue('$25');
  const balance = page.getByRole('textbox', { name: 'Balance adjustment' });
  await balance.fill('');
  await balance.pressSequentially('-1234.567');
  await expect(balance).toHaveValue('-$1,234.56');
  const mobile = page.getByRole('textbox', { name: /^US mobile/ });
  await mobile.pressSequentially('3122220142');
  await expect(mobile).toHaveValue('+1 (312) 222-0142');
  const phone = page.getByRole('textbox', { name: /^Phone$|^Phone \*/ });
  await phone.pressSequentially('+442071838750');
  await expect(phone).toHaveValue('+44 20 7183 8750');
  await expect(page.getByRole('textbox', { name: 'Phone: country' })).toHaveValue('United Kingdom (+44)');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('phone,name\n+13122220142,Dana\n'),
  });
  await expect(page.getByText('contacts.csv')).toBeVisible();

  const callDate = dayFromToday(-3);
  const expiry = dayFromToday(14);
  const day = page.getByRole('textbox', { name: /^Call date/ });
  await day.fill(callDate.typed);
  await day.press('Tab');
  await page.getByRole('spinbutton', { name: 'Call time: hours' }).click();
  await page.keyboard.type('0930a');
  for (const d of ['Mon', 'Wed', 'Fri'])
    await page.locator('label', { hasText: new RegExp(`^${d}$`) }).click();
  await expect(page.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
  const expires = page.getByRole('textbox', { name: /^Expires on/ });
  await expires.fill(expiry.typed);
  await expires.press('Tab');

  const tags = page.getByRole('textbox', { name: 'Tags' });
  await tags.pressSequentially('north,south,');
  await page.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('textbox', { name: /^State/ }).pressSequentially('illin');
  await page.getByRole('option', { name: 'Illinois' }).click();
  await page.getByRole('textbox', { name: /^Billing state/ }).pressSequentially('ontar');
  await page.getByRole('option', { name: 'Ontario' }).click();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/filled-1280.png`, fullPage: true });

  await save(page);
  const sent = JSON.parse((await page.getByTestId('sent').textContent()) ?? '{}');
  expect(sent).toEqual({
    email: 'fresh.person@acme.test',
    amount: 25,
    balance: -1234.56,
    mobile: '+13122220142',
    phone: '+442071838750',
    list: 'File contacts.csv (29 B)',
    callDate: callDate.kept,
    callTime: '09:30',
    schedule: { days: 2 + 8 + 32, start: '09:00', end: '17:00', expires: expiry.kept },
    tags: ['north', 'south'],
    rating: 4,
    country: 'US',
    state: 'IL',
    billingState: 'ON',
  });
  await expectAccessible(page, 'the filled form');
});

test('on a phone the fields stack and stay usable', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page);
  // a chip's radio is visually hidden under its label, which takes the click
  await page.locator('label', { hasText: /^\$100$/ }).click();
  await expect(page.getByRole('radio', { name: '$100', exact: true })).toBeChecked();
  // the amounts are one radio group: the arrow keys move the choice
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '$200', exact: true })).toBeChecked();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-390.png`, fullPage: true });
  await expectAccessible(page, 'the form fields on a phone');
});
