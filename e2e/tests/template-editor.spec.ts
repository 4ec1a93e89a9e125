import { expect, test, type Page } from '@playwright/test';
import { DEMO, openSignedIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Template content' });
const line = (page: Page) => page.getByTestId('template-editor').locator('.cm-content');

async function openContent(page: Page) {
  await openSignedIn(page, DEMO.staff.username, '/content');
  await expect(editor(page)).toBeVisible();
}

/** Empties the editor and types `text` key by key, as a person would. */
async function typeAfresh(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test('the template editor on /content: typing, chips, highlights, repair, no spaces; axe-clean', async ({
  page,
}) => {
  await openContent(page);
  await expectAccessible(page, 'the template editor');

  await test.step('typing is analysed; a placeholder becomes a chip', async () => {
    await typeAfresh(page, 'Hi %NAME|Sam%, welcome');
    await expect(page.getByRole('img', { name: 'Variable NAME, default Sam' })).toBeVisible();
    await expect(page.getByTestId('encoding')).toHaveText('GSM7');
    await expect(page.getByTestId('characters')).toHaveText('23 / 1,600');
    await expect(page.getByTestId('filled')).toHaveText('12–15 characters, 1 segment');
  });

  await test.step('the chip is one unit for the arrows and Backspace', async () => {
    await typeAfresh(page, 'A%X%B');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft'); // before B
    await page.keyboard.press('ArrowLeft'); // over the whole chip, to just after A
    await page.keyboard.type('z');
    await expect(line(page)).toHaveText('AzXB');
    await expect(page.getByTestId('characters')).toHaveText('6 / 1,600');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace'); // the chip, whole
    await expect(page.getByRole('img', { name: /Variable X/ })).toHaveCount(0);
    await expect(line(page)).toHaveText('AzB');
    await expect(page.getByTestId('characters')).toHaveText('3 / 1,600');
  });

  await test.step('a curly quote is highlighted and explained on hover', async () => {
    await typeAfresh(page, `${'x'.repeat(150)} we’re`);
    await expect(page.getByTestId('encoding')).toHaveText('Unicode');
    const blamed = page.locator('.cm-blame', { hasText: '’' });
    await expect(blamed).toHaveCount(1);
    await blamed.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      "this ’ turns the message into Unicode: 3 segments instead of 1. Its GSM twin is '.",
    );
  });

  await test.step('the caret reaching it has the explanation said to screen readers', async () => {
    // CodeMirror's polite live region holds an announcement briefly: record what enters it
    await page.evaluate(() => {
      const region = document.querySelector('.cm-announced')!;
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => {
        const text = region.textContent?.trim();
        if (text) said.push(text);
      }).observe(region, { childList: true, subtree: true, characterData: true });
    });
    await editor(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ArrowLeft'); // after the r
    await page.keyboard.press('ArrowLeft'); // after the ’: its explanation
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said))
      .toContain("this ’ turns the message into Unicode: 3 segments instead of 1. Its GSM twin is '.");
  });

  await test.step('replacing the look-alikes says what it saved', async () => {
    await page.getByRole('button', { name: 'Replace look-alikes' }).click();
    await expect(page.getByTestId('replaced')).toHaveText('Replaced 1 character: 3 segments → 1');
    await expect(page.getByTestId('encoding')).toHaveText('GSM7');
    await expect(page.locator('.cm-blame')).toHaveCount(0);
  });

  await test.step('with no spaces, the space key is refused', async () => {
    await page.getByRole('switch', { name: 'No spaces' }).check();
    await typeAfresh(page, 'a b c');
    await expect(line(page)).toHaveText('abc');
    await expectAccessible(page, 'the template editor with a highlight and the no-spaces option');
  });
});
