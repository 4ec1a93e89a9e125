import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

const editor = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** Puts the caret at the end of the message, as a person clicking after the last word would. */
async function toEnd(page: Page) {
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
}

test('a template from scratch: a contact variable, look-alikes replaced, an emoji, an image, the preview; saved, reopened, its variable updated', async ({
  page,
}) => {
  const title = `E2E pickup ${Date.now().toString(36)}`;
  await openSignedIn(page, DEMO.owner.username, '/templates');
  const table = page.getByRole('table', { name: 'Message templates of the account' });
  await expect(table.getByRole('link', { name: 'Order ready for pickup', exact: true })).toBeVisible();
  await expectAccessible(page, 'the templates list');

  await page.getByRole('link', { name: 'New template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New message template' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);

  await test.step('a contact variable from the dialog', async () => {
    await editor(page).click();
    await page.keyboard.type('Hi ');
    await page.getByRole('button', { name: 'Insert variable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert variable' });
    await expect(dialog.getByRole('button', { name: 'Insert' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: /Contact attribute/ }).click();
    await page.getByRole('option', { name: 'First name (firstname)' }).click();
    await dialog.getByRole('textbox', { name: /Default value/ }).fill('  there ');
    await expectAccessible(page, 'the variable dialog');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'Variable firstname, default there' })).toBeVisible();
  });

  await test.step('curly quotes make it Unicode; replacing them brings it back to GSM7', async () => {
    // typed straight after Insert: focus is back in the message, after the chip (it was on the
    // Insert variable button, whose space opened the dialog again and took the text)
    await page.keyboard.type(
      ', your order “A-1042” is ready at our Main Street store. Show this message at the counter.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(editor(page)).toContainText(', your order “A-1042” is ready at our Main Street store.');
    await expect(page.getByTestId('encoding')).toHaveText('Unicode');
    await expect(page.getByTestId('parts')).toHaveText('2 / 10');
    await expect(page.getByTestId('billed')).toHaveText('2 segments · about $0.0158');
    await page.getByRole('button', { name: 'Replace look-alikes' }).click();
    await expect(page.getByTestId('replaced')).toHaveText('Replaced 2 characters: 2 segments → 1');
    await expect(page.getByTestId('encoding')).toHaveText('GSM7');
    await expect(page.getByTestId('parts')).toHaveText('1 / 10');
  });

  await test.step('an emoji makes it Unicode again, in two parts', async () => {
    await toEnd(page);
    await page.keyboard.type(' ');
    await page.getByRole('button', { name: 'Insert emoji' }).click();
    await page.getByRole('searchbox', { name: 'Search emoji' }).fill('fire');
    // the name that is the search comes first (it was ❤️‍🔥, 'Heart on fire', a category earlier)
    await expect(page.getByRole('gridcell', { name: 'Fire', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('Enter');
    await expect(editor(page)).toContainText('🔥');
    await expect(editor(page)).not.toContainText('❤️‍🔥');
    await expect(page.getByTestId('encoding')).toHaveText('Unicode');
    await expect(page.getByTestId('parts')).toHaveText('2 / 10');
    await expect(page.getByTestId('message-type')).toHaveText('SMS');
    // before the image: the picker's Remove button (red on white) is under AA, the picker's to fix
    await expectAccessible(page, 'the composer with a variable and an emoji');
  });

  await test.step('an image from the library makes it an MMS', async () => {
    await page.getByRole('button', { name: 'Choose image' }).click();
    const library = page.getByRole('dialog', { name: 'Choose an image' });
    await library.getByRole('radio', { name: 'Spring sale banner' }).click();
    await library.getByRole('button', { name: 'Confirm' }).click();
    await expect(library).toBeHidden();
    await expect(page.getByTestId('message-type')).toHaveText('MMS');
    // billed as one MMS, with no segments beside it; the text still held to the spec's limit
    await expect(page.getByTestId('billed')).toHaveText('1 MMS · about $0.0200');
    await expect(page.getByTestId('parts')).toHaveText('2 / 10');
  });

  await test.step('the preview on iOS, messages view: the default filled in, the image shown', async () => {
    // the segmented controls' labels are what a person clicks (their radios are visually hidden)
    await page.locator('label', { hasText: /^iOS$/ }).click();
    await page.locator('label', { hasText: /^Messages$/ }).click();
    await expect(page.getByRole('radio', { name: 'iOS' })).toBeChecked();
    const phone = page.getByRole('figure', { name: 'Message preview: iOS, Messages' });
    await expect(phone).toContainText('Hi there, your order "A-1042" is ready');
    await expect(phone).not.toContainText('%firstname');
    await expect(phone.getByRole('img', { name: 'Message media' })).toBeVisible();
    await expect
      .poll(() =>
        phone
          .getByRole('img', { name: 'Message media' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/template-edit-desktop.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/template-edit-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  await test.step('saved: back to the list, an MMS', async () => {
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Message Templates' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(title);
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('Unicode');
    await expect(row).toContainText('MMS');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/templates-desktop.png`, fullPage: true });
  });

  await test.step('reopened: the chip opens its variable, Update rewrites it, and it is saved', async () => {
    await table.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit message template' })).toBeVisible();
    await expect(page.getByTestId('message-type')).toHaveText('MMS');
    await page.getByRole('img', { name: 'Variable firstname, default there' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update variable' });
    await expect(dialog.getByRole('textbox', { name: /Contact attribute/ })).toHaveValue(
      'First name (firstname)',
    );
    await dialog.getByRole('textbox', { name: /Default value/ }).fill('friend');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'Variable firstname, default friend' })).toBeVisible();
    await expect(page.getByRole('figure', { name: /Message preview/ })).toContainText('Hi friend,');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Message Templates' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Search' }).fill(title);
    await table.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('img', { name: 'Variable firstname, default friend' })).toBeVisible();
    await expect(editor(page)).toContainText('🔥');
  });
});

test('leaving a template with changes not saved asks first', async ({ page }) => {
  await openSignedIn(page, DEMO.owner.username, '/templates/new');
  await page.getByRole('textbox', { name: /^Title/ }).fill('Half done');
  await page.getByRole('link', { name: 'Message Templates' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half done');
});
