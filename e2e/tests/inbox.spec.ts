import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, openSignedIn } from './fixtures';
import { PHONE, expectAccessible } from './shell-fixtures';

// Issue 30: the shared inbox, on the demo's day of conversations (made at the server's first start
// through the inbound and send paths). Each test works on conversations no other test touches.
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.PARLEY_E2E_SHOTS;

/** The owner's bearer header, for playing the customer through the simulated network's door. */
async function ownerHeaders(request: APIRequestContext) {
  const res = await request.post('/v3/auth/login', {
    data: { username: 'owner@acme.test', password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).payload[0].accessToken}` };
}

const timelineOf = (page: Page) => page.getByRole('region', { name: 'Messages and notes' });

async function openConversation(page: Page, view: 'Mine' | 'Unassigned' | 'All', preview: RegExp) {
  await page
    .getByRole('group', { name: 'Whose conversations' })
    .getByRole('button', { name: new RegExp(`^${view}`) })
    .click();
  const row = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: preview });
  await row.click();
  await expect(page).toHaveURL(/[?&]c=CV[0-9a-f]+/);
  await expect(timelineOf(page)).toBeVisible();
  return new URL(page.url()).searchParams.get('c')!;
}

test('an agent answers a customer, writes a note, and sees the customer’s answer arrive without a reload', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'agent@acme.test', '/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // the sidebar's link counts the agent's unread conversations, and so does the tab's title
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /Inbox/ }),
  ).toContainText(/\d/);
  await expect(page).toHaveTitle(/^\(\d+\) Inbox/);

  const id = await openConversation(page, 'Mine', /where is my order #10482/);
  const timeline = timelineOf(page);
  await expect(timeline.getByText('Hi, where is my order #10482? It was due yesterday.')).toBeVisible();

  await test.step('a reply goes out from the conversation’s number and shows its receipts', async () => {
    await page.getByLabel('Message', { exact: true }).fill('It left our warehouse this morning.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = timeline.getByRole('listitem').filter({ hasText: 'It left our warehouse this morning.' });
    await expect(sent).toBeVisible();
    // the simulated network's receipts arrive by the live stream: sent, then delivered, or the
    // carrier's failure the network draws for about one message in twenty-five
    await expect(sent).toContainText(/Sent|Delivered|Undelivered|Failed/, { timeout: 20_000 });
  });

  await test.step('an internal note stays in the timeline, marked as such', async () => {
    await page.getByRole('tab', { name: 'Note', exact: true }).click();
    await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Courier says it arrives tomorrow.');
    await page.getByRole('button', { name: 'Add note' }).click();
    const note = timeline.getByRole('listitem').filter({ hasText: 'Courier says it arrives tomorrow.' });
    await expect(note).toContainText('Internal note');
  });

  await test.step('the customer’s answer appears live, and is announced', async () => {
    const headers = await ownerHeaders(request);
    const detail = await request.get(`/v3/inbox/conversations/${id}`, { headers });
    const c = (await detail.json()).payload[0];
    const text = `Great, thanks! ${Date.now()}`;
    const res = await request.post('/v3/network/inbound', {
      headers,
      data: { from: c.customerNumber, to: c.accountNumber, body: text },
    });
    expect(res.status()).toBe(200);
    await expect(timeline.getByText(text)).toBeVisible({ timeout: 5_000 });
  });

  await test.step('the conversation is closed, and leaves the open list', async () => {
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Reopen', exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Conversations' })
        .getByRole('link', { name: /where is my order #10482/ }),
    ).toHaveCount(0);
  });
  await expectAccessible(page, 'the inbox with a conversation open');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-agent-desktop.png`, fullPage: true });
});

test('a supervisor takes an unassigned conversation and has the simulated customer reply', async ({
  page,
}) => {
  await openSignedIn(page, 'supervisor@acme.test', '/inbox');
  await openConversation(page, 'Unassigned', /Is the sale still on this weekend/);
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByRole('textbox', { name: 'Assignee' })).toHaveValue(/Sam Sutton/);
  const before = await timelineOf(page).getByRole('listitem').count();
  await page.getByRole('button', { name: 'Simulate a customer reply' }).click();
  await expect.poll(() => timelineOf(page).getByRole('listitem').count()).toBeGreaterThan(before);
});

test('a customer who texted STOP cannot be written to, and the composer says why', async ({ page }) => {
  await openSignedIn(page, 'agent@acme.test', '/inbox');
  await openConversation(page, 'All', /successfully been unsubscribed/);
  await expect(page.getByText(/This customer opted out \(texted STOP\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
});

/** The page is as tall as the window: nothing to scroll into under the panes. */
const documentOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

test('on a phone the list and the conversation take turns, and Back returns to the list', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, 'agent@acme.test', '/inbox');
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  // the rows' hidden words ("1 unread") once made the page as tall as the whole list
  await expect.poll(() => documentOverflow(page)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-agent-phone-list.png`, fullPage: true });
  await openConversation(page, 'All', /Do you price match/);
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await expect.poll(() => documentOverflow(page)).toBe(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-agent-phone-conversation.png`, fullPage: true });
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expectAccessible(page, 'the inbox list on a phone');
});

test('the list shows one inbox at a time when asked, kept in the address', async ({ page, request }) => {
  // an inbox with open conversations in the demo: the newest one's
  const res = await request.get('/v3/inbox/conversations', { headers: await ownerHeaders(request) });
  const { inboxId, inboxName } = (await res.json()).payload[0] as { inboxId: string; inboxName: string };
  await openSignedIn(page, 'supervisor@acme.test', '/inbox');
  const filter = page.getByRole('combobox', { name: 'Inbox', exact: true });
  await expect(filter).toHaveValue('');
  // keyboard reachable: the next stop after the status buttons
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Closed' }).focus();
  await page.keyboard.press('Tab');
  await expect(filter).toBeFocused();
  await filter.selectOption(inboxId);
  await expect(page).toHaveURL(new RegExp(`[?&]inbox=${encodeURIComponent(inboxId)}`));
  const rows = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
  // every conversation shown is the inbox's (once the list before has made way for it)
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(inboxName));
    })
    .toBe(true);
  await page.reload();
  await expect(filter).toHaveValue(inboxId);
  await filter.selectOption({ label: 'All inboxes' });
  await expect(page).not.toHaveURL(/[?&]inbox=/);
  await expectAccessible(page, 'the inbox list with its inbox filter');
});

test('an owner writes to a new number through the to-number picker, then makes it a contact with the number filled in', async ({
  page,
}) => {
  // a number no contact has, unlike any other test's
  const number = `+1312556${String(Date.now() % 9000).padStart(4, '0')}`;
  await openSignedIn(page, 'owner@acme.test', '/inbox');
  await page.getByRole('button', { name: 'New conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello from the front desk.');
  await dialog.getByRole('textbox', { name: 'From' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const to = dialog.getByRole('combobox', { name: 'To' });
  await expect(to).toHaveText(/Select To Number/);
  await to.click();
  await page.getByRole('textbox', { name: 'Search: To' }).fill(number.slice(2));
  await page.getByRole('option', { name: new RegExp(`New contact: \\${number}`) }).click();
  await expect(to).toContainText(number);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-new-conversation.png` });
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: number })).toBeVisible();

  await page.getByRole('link', { name: 'Create contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add contact' });
  await expect(add.getByLabel(/^Phone number/)).toHaveValue(number);
  await add.getByLabel('First name').fill('Front');
  await add.getByLabel('Last name').fill('Desk');
  await add.getByRole('button', { name: 'Add contact' }).click();
  await expect(add).toBeHidden();
  await expect(page).toHaveURL(/\/contacts$/);
  // back in the conversation, the number is now the contact
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Front Desk' })).toBeVisible();
});

test('an agent, who has no access to the image library, sees the image a customer was sent', async ({
  page,
}) => {
  await openSignedIn(page, 'agent@acme.test', '/inbox');
  await openConversation(page, 'All', /pick it up today/);
  const image = timelineOf(page).getByRole('img', { name: 'Image sent with the message' });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  // the picture itself arrived, from the portal's public /media/ address
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(image).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.\w+$/);
});
