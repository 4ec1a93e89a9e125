import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TEXTS, SEND_MESSAGE_TEXTS as T, type TMessage, type TTemplate } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, fail, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { numberRow } from '@/testing/numbers';
import { renderWithProviders } from '@/testing/test-utils';
import { SendTestAction } from './send-test-action';

const TEMPLATE: TTemplate = {
  templateId: `TP${'1'.repeat(32)}`,
  templateTitle: 'Pickup ready',
  content: 'Hi %firstname|there%, order %order% is ready. Hi again %firstname%.',
  asset: null,
  encoding: 'GSM7',
  parts: 1,
  segments: 1,
  created: '2026-11-01T09:00:00.000Z',
  modified: '2026-11-01T09:00:00.000Z',
};

const FROM = numberRow(1);
const SENT: TMessage = {
  messageSid: `SM${'2'.repeat(32)}`,
  direction: 'outbound',
  from: FROM.phoneNumber,
  to: '+14155550123',
  body: 'Hi there, order 42 is ready. Hi again there.',
  encoding: 'GSM7',
  parts: 1,
  segments: 1,
  mediaAssetId: null,
  status: 'queued',
  errorCode: null,
  price: '0.0079',
  numberSetId: null,
  templateId: TEMPLATE.templateId,
  conversationId: null,
  statusHistory: [{ status: 'queued', at: '2026-11-27T10:00:00.000Z', errorCode: null }],
  webhookDeliveries: [],
  created: '2026-11-27T10:00:00.000Z',
  updated: '2026-11-27T10:00:00.000Z',
};

const render = (privs?: string[]) =>
  renderWithProviders(<SendTestAction template={TEMPLATE} variant="button" />, {
    session: {
      session: makeSession(
        privs ? { privs: Object.fromEntries(privs.map((p) => [p, true])) } : { roles: ['acct-owner'] },
      ),
    },
  });

async function fill(user: ReturnType<typeof render>['user'], to: string) {
  await user.click(screen.getByRole('button', { name: T.action }));
  const dialog = await screen.findByRole('dialog', { name: T.dialogTitle });
  const from = within(dialog).getByRole('textbox', { name: T.from });
  // the numbers load first
  await waitFor(() => expect(from).toBeEnabled());
  await user.click(from);
  await user.click(await screen.findByRole('option', { name: `${FROM.phoneNumber} · ${FROM.friendlyName}` }));
  await user.type(within(dialog).getByRole('textbox', { name: T.to }), to);
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Send a test message', { timeout: 30_000 }, () => {
  it('sends the template from a number to the typed one with its variables, and shows what was queued', async () => {
    const fetchMock = stubFetch({
      'GET /v3/numbers': () => listPage([FROM, numberRow(2, { status: 'pending' })]),
      'POST /v3/messages': () => ok(SENT),
    });
    const { user } = render();
    const dialog = await fill(user, '(415) 555-0123');
    // each variable once, with its default
    expect(within(dialog).getByRole('textbox', { name: 'firstname' })).toHaveValue('there');
    await user.type(within(dialog).getByRole('textbox', { name: 'order' }), '42');
    // a number still being set up is not offered
    await user.click(within(dialog).getByRole('textbox', { name: T.from }));
    expect(screen.queryByRole('option', { name: /Line 2/ })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByText('Message accepted: Queued')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 segment, \$0\.0079/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: T.seeLog })).toHaveAttribute('href', '/logs/sms');
    expect(bodiesSent(fetchMock, 'POST')).toEqual([
      {
        from: FROM.phoneNumber,
        to: '+14155550123',
        templateId: TEMPLATE.templateId,
        variables: { firstname: 'there', order: '42' },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: T.action })).toHaveFocus());
  });

  it('refuses a number that is not E.164 before sending, as the server would', async () => {
    const fetchMock = stubFetch({ 'GET /v3/numbers': () => listPage([FROM]) });
    const { user } = render();
    const dialog = await fill(user, '12');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByText(MESSAGE_TEXTS.toFormat)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST')).toEqual([]);
  });

  it('shows the server’s refusal: an unfunded account, an opted-out recipient', async () => {
    const unfunded = 'Payment Required: The account is unfunded. Please ensure there are sufficient funds.';
    const optedOut =
      '+14155550123 has opted out of messages from this account (replied STOP). They can text START to opt in again.';
    const fetchMock = stubFetch({
      'GET /v3/numbers': () => listPage([FROM]),
      'POST /v3/messages': [
        () => fail(402, { code: 'payment_required', message: unfunded }),
        () => fail(400, { code: 'validation', message: optedOut, field: 'to' }),
        () => ok(SENT),
        () => ok(SENT),
      ],
    });
    const { user } = render();
    const dialog = await fill(user, '4155550123');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByText(unfunded)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByText(optedOut)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    await user.click(await within(dialog).findByRole('button', { name: T.sendAnother }));
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByRole('button', { name: T.sendAnother })).toBeInTheDocument();
    // a refusal sent nothing, so the next try keeps its key; a message sent, the next one a new key
    const keys = bodiesSent(fetchMock, 'POST').map((b) => (b as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('is not offered to a caller who may not send', () => {
    stubFetch({});
    render(['rpt-logs-read']);
    expect(screen.queryByRole('button', { name: T.action })).not.toBeInTheDocument();
  });
});
