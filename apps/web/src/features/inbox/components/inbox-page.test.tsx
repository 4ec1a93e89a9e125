import {
  INBOX_MESSAGES,
  INBOX_PAGE_TEXTS as T,
  PICKER_TEXTS,
  SEND_MESSAGE_TEXTS,
  fillText,
  type TConversation,
  type TConversationUpdate,
  type TInboxName,
  type TTimelineEntry,
} from '@parley/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stubRangeRects } from '@/components/template-editor/jsdom-ranges';
import { applyInboxEvents, inboxKeys } from '@/resources/inbox';
import { expectNoAxeViolations } from '@/testing/axe';
import { bodiesSent, fail, json, listPage, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { numberRow } from '@/testing/numbers';
import {
  AGENT,
  AGENTS,
  COMPOSER_LOADS,
  OWNER,
  conversation,
  counts,
  detail,
  message,
  messageEntry,
  page,
} from '@/testing/inbox';
import { renderWithProviders } from '@/testing/test-utils';
import { InboxPage } from './inbox-page';

stubRangeRects();

// jsdom lays nothing out: the timeline's scroller reports a height, so its virtual list draws
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const ENABLE = '/inbox?enableFeature=inbox';
/** the conversation's chunk (the composer, its editor) loads the first time: seconds on a busy machine */
const LAZY = { timeout: 8_000 };

function render(route = '/inbox', { session = OWNER, mobile = false } = {}) {
  return renderWithProviders(<InboxPage enableFeatureHref={ENABLE} />, {
    route,
    session: { session },
    mobile,
  });
}

const paramsOf = (url: string) => new URL(url, 'https://localhost').searchParams;
const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => new URL(url, 'https://localhost').pathname === '/v3/inbox/conversations')
    .map((url) => Object.fromEntries(paramsOf(url)));

const INBOXES: TInboxName[] = [
  { inboxId: 'set:NS1', kind: 'set', name: 'Stores', numbers: ['+14155550100', '+14155550101'] },
  { inboxId: 'number:+14155550199', kind: 'number', name: 'Support', numbers: ['+14155550199'] },
  // no friendly name of its own: the number formatted, shown once
  { inboxId: 'number:+14155550198', kind: 'number', name: '+1 (415) 555-0198', numbers: ['+14155550198'] },
];

/** a contact of the account, so the to-number picker searches rather than saying there are none */
const DANA = {
  contactId: `CT${'1'.repeat(32)}`,
  accountSid: OWNER.accountId,
  extData: { phonenumber1: '+13125560100', firstname: 'Dana', lastname: 'Diaz' },
  archived: false,
  created: '2026-09-01T09:00:00.000Z',
  updated: '2026-09-01T09:00:00.000Z',
};

const ONE = conversation(1, {
  contactName: 'Dana Diaz',
  contactId: 'CT1',
  unreadCount: 2,
  lastMessage: {
    preview: 'Is my order ready?',
    direction: 'inbound',
    at: new Date().toISOString(),
    hasMedia: false,
  },
});
const TWO = conversation(2, {
  assigneeId: OWNER.clientId,
  assigneeName: 'Olivia Owner',
  lastMessage: { preview: 'Thanks!', direction: 'outbound', at: new Date().toISOString(), hasMedia: false },
});

/**
 * The page's loads for one open conversation, with whatever the test adds; the conversation is
 * kept as the server would, so a change shows in the next read.
 */
function stubInbox(
  open: TConversation = ONE,
  entries: TTimelineEntry[] = [
    messageEntry(message(2, { body: 'Is my order ready?' })),
    messageEntry(
      message(1, {
        direction: 'outbound',
        body: 'Your order shipped.',
        status: 'failed',
        errorCode: '30007',
        from: '+14155550100',
        to: open.customerNumber,
      }),
    ),
  ],
  more: Record<string, TStubHandler | TStubHandler[]> = {},
) {
  let current = open;
  return stubFetch({
    ...COMPOSER_LOADS,
    'GET /v3/inbox/counts': () => ok(...counts(1, 2)),
    'GET /v3/inbox/conversations': () => page([ONE, TWO]),
    [`GET /v3/inbox/conversations/${open.conversationId}`]: () => ok(detail(current)),
    [`GET /v3/inbox/conversations/${open.conversationId}/messages`]: () => page(entries, null, 50),
    'GET /v3/inbox/agents': () => ok(...AGENTS),
    'GET /v3/inbox/names': () => ok(...INBOXES),
    'GET /v3/templates': () => page([], null, 100),
    [`PUT /v3/inbox/conversations/${open.conversationId}`]: ({ body }) => {
      const { read: _read, ...change } = body as TConversationUpdate;
      current = { ...current, ...change, unreadCount: 0 } as TConversation;
      return ok(current);
    },
    ...more,
  });
}

describe('the inbox page (issue 30)', { timeout: 30_000 }, () => {
  it('lists the conversations of a view with the views’ unread counts; the view, status and search ask the server', async () => {
    const fetchMock = stubInbox();
    const { user } = render();
    const list = await screen.findByRole('list', { name: T.listLabel });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Dana Diaz');
    expect(rows[0]).toHaveTextContent('Is my order ready?');
    expect(rows[0]).toHaveTextContent(fillText(T.unread, { count: 2 }));
    expect(rows[1]).toHaveTextContent(fillText(T.previewYou, { text: 'Thanks!' }));
    expect(rows[1]).toHaveTextContent(fillText(T.assignedTo, { name: 'Olivia Owner' }));
    // the views say how many wait unread
    const views = screen.getByRole('group', { name: T.viewsLabel });
    const view = (name: string, count: number) =>
      within(views).getByRole('button', { name: fillText(T.viewTab, { view: name, count }) });
    expect(view('Mine', 1)).toHaveAttribute('aria-pressed', 'false');
    expect(view('Unassigned', 2)).toHaveAttribute('aria-pressed', 'false');
    expect(view('All', 3)).toHaveAttribute('aria-pressed', 'true');
    // the tab counts the user's own and nobody's unread conversations
    await waitFor(() => expect(document.title).toBe(`${fillText(T.tabTitle, { count: 3 })} · Parley`));
    expect(screen.getByText(T.pick)).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the inbox list');

    expect(listCalls(fetchMock).at(-1)).toEqual({ view: 'all', status: 'open' });
    await user.click(within(views).getByRole('button', { name: /^Unassigned/ }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ view: 'unassigned', status: 'open' }));
    const statuses = screen.getByRole('group', { name: T.statusLabel });
    await user.click(within(statuses).getByRole('button', { name: 'Snoozed' }));
    expect(within(statuses).getByRole('button', { name: 'Snoozed' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({ view: 'unassigned', status: 'snoozed' }),
    );
    await user.type(screen.getByRole('searchbox', { name: T.search }), 'Dana');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({ view: 'unassigned', status: 'snoozed', q: 'Dana' }),
    );
    // one request for the search, after the typing stopped
    expect(listCalls(fetchMock).filter((q) => q.q !== undefined)).toHaveLength(1);
  });

  it('filters by inbox, kept in the address; an account with one inbox has no filter', async () => {
    const fetchMock = stubInbox();
    const { user, router } = render('/inbox?c=CV1');
    const filter = await screen.findByRole('combobox', { name: T.inboxFilter });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      T.allInboxes,
      fillText(T.inboxSetOption, { name: 'Stores' }),
      fillText(T.inboxNumberOption, { name: 'Support', number: '+14155550199' }),
      '+1 (415) 555-0198',
    ]);
    expect(filter).toHaveValue('');
    await user.selectOptions(filter, 'number:+14155550199');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({
        view: 'all',
        status: 'open',
        inboxId: 'number:+14155550199',
      }),
    );
    // the open conversation stays; the filter is in the address, replacing the entry
    expect(paramsOf(router.state.location.search).get('inbox')).toBe('number:+14155550199');
    expect(paramsOf(router.state.location.search).get('c')).toBe('CV1');
    expect(router.state.historyAction).toBe('REPLACE');
    await expectNoAxeViolations(screen.getByRole('region', { name: T.listLabel }), 'the inbox filter');
    await user.selectOptions(filter, T.allInboxes);
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ view: 'all', status: 'open' }));
    expect(router.state.location.search).toBe('?c=CV1');
  });

  it('reads the inbox from the address, and hides the filter while the account has one inbox', async () => {
    const fetchMock = stubInbox(ONE, undefined, { 'GET /v3/inbox/names': () => ok(INBOXES[0]!) });
    const first = render();
    await screen.findByRole('list', { name: T.listLabel });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/names'))).toBe(true),
    );
    expect(screen.queryByRole('combobox', { name: T.inboxFilter })).not.toBeInTheDocument();
    first.unmount();

    render('/inbox?inbox=set%3ANS1');
    await screen.findByRole('list', { name: T.listLabel });
    expect(listCalls(fetchMock).at(-1)).toEqual({ view: 'all', status: 'open', inboxId: 'set:NS1' });
    // chosen by the address: shown all the same, so it can be set back to all
    expect(await screen.findByRole('combobox', { name: T.inboxFilter })).toHaveValue('set:NS1');
  });

  it('names an inbox the account no longer has as the address does, so the filter says what is shown', async () => {
    stubInbox();
    render('/inbox?inbox=number%3A%2B14155550111');
    const filter = await screen.findByRole('combobox', { name: T.inboxFilter });
    expect(filter).toHaveValue('number:+14155550111');
    expect(within(filter).getAllByRole('option').at(-1)).toHaveTextContent('number:+14155550111');
  });

  it('moves between conversations with the arrow keys, and opens one into the address', async () => {
    stubInbox();
    const { user, router } = render();
    const list = await screen.findByRole('list', { name: T.listLabel });
    const [first, second] = within(list).getAllByRole('link');
    act(() => first!.focus());
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?c=CV1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Diaz' }, LAZY)).toBeInTheDocument();
  });

  it('opens a conversation from the address: read at once, its timeline with receipts, and a reply sent', async () => {
    const sent = message(3, {
      direction: 'outbound',
      body: 'On my way',
      status: 'queued',
      from: '+14155550100',
      to: ONE.customerNumber,
    });
    const fetchMock = stubInbox(ONE, undefined, {
      'POST /v3/inbox/conversations/CV1/messages': () => ok(sent),
    });
    const { user, queryClient } = render('/inbox?c=CV1');
    const timeline = await screen.findByRole('list', { name: T.timelineLabel }, LAZY);
    expect(await within(timeline).findByText('Is my order ready?')).toBeInTheDocument();
    // ours with its receipt: failed, with the carrier's code
    expect(within(timeline).getByText('Your order shipped.')).toBeInTheDocument();
    expect(
      within(timeline).getByText(`Failed · ${fillText(T.messageError, { code: '30007' })}`),
    ).toBeInTheDocument();
    // opened with two unread: marked read
    await waitFor(() => expect(bodiesSent(fetchMock, 'PUT')).toEqual([{ read: true }]));
    // the contact panel beside it
    const contact = screen.getByRole('complementary', { name: T.contact });
    expect(within(contact).getByText(ONE.customerNumber)).toBeInTheDocument();
    expect(within(contact).getByText(T.subscribed)).toBeInTheDocument();
    // not a contact yet: Create contact opens the contacts page's Add with the number filled in
    expect(within(contact).getByRole('link', { name: T.createContact })).toHaveAttribute(
      'href',
      `/contacts?new=1&phone=${encodeURIComponent(ONE.customerNumber)}`,
    );

    const editor = await screen.findByRole('textbox', { name: T.message });
    await user.click(editor);
    await user.paste('On my way');
    await user.click(screen.getByRole('button', { name: T.send }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST')).toEqual([
        { body: 'On my way', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      ]),
    );
    await expectNoAxeViolations(document.body, 'an open conversation');
    // off to make the contact: the conversation and the rows are read again on the way back
    await user.click(within(contact).getByRole('link', { name: T.createContact }));
    expect(queryClient.getQueryState(inboxKeys.conversation(OWNER.accountId, 'CV1'))?.isInvalidated).toBe(
      true,
    );
  });

  it('shows the server’s refusal of a reply (an unfunded account) and keeps the text', async () => {
    const unfunded = 'Payment Required: The account is unfunded. Please ensure there are sufficient funds.';
    stubInbox(ONE, undefined, {
      'POST /v3/inbox/conversations/CV1/messages': () =>
        fail(402, { code: 'payment_required', message: unfunded }),
    });
    const { user } = render('/inbox?c=CV1');
    const editor = await screen.findByRole('textbox', { name: T.message }, LAZY);
    await user.click(editor);
    await user.paste('Hello');
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unfunded);
    expect(editor).toHaveTextContent('Hello');
  });

  it('adds an internal note that mentions a teammate picked after @', async () => {
    const fetchMock = stubInbox(ONE, undefined, {
      'POST /v3/inbox/conversations/CV1/notes': ({ body }) =>
        ok({
          noteId: 'CN1',
          body: (body as { body: string }).body,
          authorId: OWNER.clientId,
          authorName: 'Olivia Owner',
          mentions: (body as { mentions: string[] }).mentions,
          created: '2026-11-27T11:00:00.000Z',
        }),
    });
    const { user } = render('/inbox?c=CV1');
    await user.click(await screen.findByRole('tab', { name: T.note }, LAZY));
    const note = screen.getByRole('textbox', { name: T.noteLabel });
    await user.type(note, 'Can you call them? @al');
    const options = await screen.findByRole('listbox', { name: T.mentionHint });
    expect(within(options).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(note).toHaveValue('Can you call them? @Alex Agent '));
    expect(screen.getByText(fillText(T.mentioned, { names: '@Alex Agent' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.addNote }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST')).toEqual([
        { body: 'Can you call them? @Alex Agent', mentions: [AGENT.clientId] },
      ]),
    );
    // set apart in the timeline as an internal note, by its author
    const timeline = screen.getByRole('list', { name: T.timelineLabel });
    expect(await within(timeline).findByText('Can you call them? @Alex Agent')).toBeInTheDocument();
    expect(within(timeline).getByText(T.internalNote)).toBeInTheDocument();
    expect(within(timeline).getByText(fillText(T.mentioned, { names: 'Alex Agent' }))).toBeInTheDocument();
    expect(note).toHaveValue('');
  });

  it('a customer who opted out cannot be sent anything, and the composer says why', async () => {
    const out = { ...ONE, unreadCount: 0, optOut: { keyword: 'STOP', at: '2026-11-20T10:00:00.000Z' } };
    const fetchMock = stubInbox(out);
    render('/inbox?c=CV1');
    expect(await screen.findByText(fillText(T.optedOut, { keyword: 'STOP' }), {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.send })).toBeDisabled();
    expect(await screen.findByRole('textbox', { name: T.message })).toHaveAttribute('aria-readonly', 'true');
    const contact = screen.getByRole('complementary', { name: T.contact });
    expect(within(contact).getByText(T.optedOutShort)).toBeInTheDocument();
    // nothing unread: nothing marked
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([]);
  });

  it('assigns (to me, to a teammate), snoozes until tomorrow morning, closes and reopens', async () => {
    const open = { ...ONE, unreadCount: 0 };
    const fetchMock = stubInbox(open);
    const { user } = render('/inbox?c=CV1');
    await user.click(await screen.findByRole('button', { name: T.claim }, LAZY));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PUT')).toEqual([{ assigneeId: OWNER.clientId }]));
    // assigned to me: no more "Assign to me"
    await waitFor(() => expect(screen.queryByRole('button', { name: T.claim })).not.toBeInTheDocument());

    await user.click(screen.getByRole('textbox', { name: T.assignee }));
    await user.click(await screen.findByRole('option', { name: 'Alex Agent' }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PUT').at(-1)).toEqual({ assigneeId: AGENT.clientId }));

    await user.click(screen.getByRole('button', { name: T.snooze }));
    await user.click(await screen.findByRole('menuitem', { name: T.snoozeTomorrow }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PUT')).toHaveLength(3));
    const snooze = bodiesSent(fetchMock, 'PUT').at(-1) as { status: string; snoozedUntil: string };
    expect(snooze.status).toBe('snoozed');
    const until = new Date(snooze.snoozedUntil);
    expect(until.getHours()).toBe(9);
    expect(until.getTime()).toBeGreaterThan(Date.now());
    // snoozed: it says until when, and can be woken
    expect(await screen.findByText(/^Snoozed until /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.close }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PUT').at(-1)).toEqual({ status: 'closed' }));
    await user.click(await screen.findByRole('button', { name: T.reopen }));
    await waitFor(() => expect(bodiesSent(fetchMock, 'PUT').at(-1)).toEqual({ status: 'open' }));
  });

  it('snoozes until a moment picked in the dialog, and gives the focus back to Snooze', async () => {
    const fetchMock = stubInbox({ ...ONE, unreadCount: 0 });
    const { user } = render('/inbox?c=CV1');
    const snooze = await screen.findByRole('button', { name: T.snooze }, LAZY);
    await user.click(snooze);
    await user.click(await screen.findByRole('menuitem', { name: T.snoozeCustom }));
    const dialog = await screen.findByRole('dialog', { name: T.snoozeUntil });
    expect(within(dialog).getByRole('button', { name: T.snoozeConfirm })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(snooze).toHaveFocus());
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([]);
  });

  it('announces a customer’s new message in the open conversation, as the live event brings it', async () => {
    const first = [messageEntry(message(2, { body: 'Is my order ready?' }))];
    const next = [messageEntry(message(4, { body: 'Hello?' })), ...first];
    stubInbox({ ...ONE, unreadCount: 0 }, undefined, {
      'GET /v3/inbox/conversations/CV1/messages': [() => page(first, null, 50), () => page(next, null, 50)],
    });
    const { queryClient } = render('/inbox?c=CV1');
    const timeline = await screen.findByRole('list', { name: T.timelineLabel }, LAZY);
    await within(timeline).findByText('Is my order ready?');
    await act(() =>
      applyInboxEvents(queryClient, OWNER.accountId, [{ type: 'message.created', conversationId: 'CV1' }]),
    );
    expect(await within(timeline).findByText('Hello?')).toBeInTheDocument();
    const said = fillText(T.newMessageSays, { from: 'Dana Diaz', body: 'Hello?' });
    await waitFor(() => expect(screen.getByText(said)).toHaveAttribute('aria-live', 'polite'));
  });

  it('on a phone shows one pane at a time, and Back returns to the list and to the row', async () => {
    stubInbox({ ...ONE, unreadCount: 0 });
    const { user, router } = render('/inbox', { mobile: true });
    const list = await screen.findByRole('list', { name: T.listLabel });
    expect(screen.queryByText(T.pick)).not.toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: /Dana Diaz/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Dana Diaz' }, LAZY);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('list', { name: T.listLabel })).not.toBeInTheDocument();
    // the contact is a drawer away
    expect(screen.getByRole('button', { name: T.contact })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.back }));
    expect(router.state.location.search).toBe('');
    const row = await screen.findByRole('link', { name: /Dana Diaz/ });
    await waitFor(() => expect(row).toHaveFocus());
  });

  it('starts a new conversation with the send dialog, to a number typed in the to-number picker, then opens it', async () => {
    const FROM = numberRow(1);
    const started = message(9, {
      direction: 'outbound',
      body: 'Your table is ready',
      status: 'queued',
      from: FROM.phoneNumber,
      to: '+13125560123',
      conversationId: 'CV9',
    });
    const nine = conversation(9, { customerNumber: '+13125560123' });
    const fetchMock = stubInbox(nine, [messageEntry(started)], {
      'GET /v3/numbers': () => listPage([FROM]),
      'POST /v3/messages': () => ok(started),
      // the to-number picker: the account has contacts, none with the number typed
      'GET /v4/contacts': () => listPage([DANA], 1),
      'POST /v4/contact/search': () =>
        json(200, { status: 'success', payload: [], error: [], total: 0, notice: null, archivedMatches: [] }),
    });
    const { user, router } = render();
    const button = await screen.findByRole('button', { name: T.newConversation });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: T.newConversation }, LAZY);
    await user.click(await within(dialog).findByRole('textbox', { name: T.message }, LAZY));
    await user.paste('Your table is ready');
    const from = within(dialog).getByRole('textbox', { name: SEND_MESSAGE_TEXTS.from });
    await waitFor(() => expect(from).toBeEnabled());
    await user.click(from);
    await user.click(
      await screen.findByRole('option', { name: new RegExp(FROM.phoneNumber.replace('+', '\\+')) }),
    );
    // the spec's to-number picker: a number no contact has is offered, and taken, as the recipient
    const to = within(dialog).getByRole('combobox', { name: SEND_MESSAGE_TEXTS.to });
    await waitFor(() => expect(to).toBeEnabled());
    expect(to).toHaveTextContent(PICKER_TEXTS.toNumberPlaceholder);
    await user.click(to);
    await user.type(screen.getByRole('textbox', { name: `Search: ${SEND_MESSAGE_TEXTS.to}` }), '3125560123');
    await user.click(
      await screen.findByRole(
        'option',
        { name: new RegExp(fillText(PICKER_TEXTS.newContact, { phone: '\\+13125560123' })) },
        { timeout: 3_000 },
      ),
    );
    expect(to).toHaveTextContent('+13125560123');
    await user.click(within(dialog).getByRole('button', { name: SEND_MESSAGE_TEXTS.send }));
    await waitFor(() => expect(router.state.location.search).toBe('?c=CV9'));
    // the picker's one contact search, then the message
    expect(bodiesSent(fetchMock, 'POST')).toEqual([
      expect.objectContaining({ statements: [expect.objectContaining({ value: '3125560123' })] }),
      {
        from: FROM.phoneNumber,
        to: '+13125560123',
        body: 'Your table is ready',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { level: 2, name: nine.customerNumber }, LAZY),
    ).toBeInTheDocument();
  });

  it('an account without the inbox gets the server’s words, and Add Feature for those who may', async () => {
    stubFetch({
      'GET /v3/inbox/counts': () =>
        fail(403, {
          code: 'forbidden',
          message: INBOX_MESSAGES.notEnabledCanEnable,
          field: 'feature_inbox_enabled',
        }),
      'GET /v3/inbox/conversations': () =>
        fail(403, {
          code: 'forbidden',
          message: INBOX_MESSAGES.notEnabledCanEnable,
          field: 'feature_inbox_enabled',
        }),
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(INBOX_MESSAGES.notEnabledCanEnable);
    expect(screen.getByRole('link', { name: T.enableInbox })).toHaveAttribute('href', ENABLE);
    expect(screen.queryByRole('list', { name: T.listLabel })).not.toBeInTheDocument();
  });
});
