import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_DELIVERIES_TEXTS as D,
  WEBHOOK_NOTICE_TEXTS,
  WEBHOOK_SECRET_TEXTS as S,
  fillText,
  type TWebhook,
  type TWebhookDelivery,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { json, listPage, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { findToast } from '@/testing/toasts';
import { useWebhookNotices } from '../api/use-webhook-notices';
import { WebhooksPage } from './webhooks-page';

const hook = (overrides: Partial<TWebhook> = {}): TWebhook => ({
  id: `WH${'1'.repeat(32)}`,
  name: 'Orders',
  url: 'https://orders.example.com/in',
  enabled: true,
  events: ['sms_inbound'],
  created: '2026-09-01T09:00:00.000Z',
  updated: '2026-09-01T09:00:00.000Z',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
  ...overrides,
});
const delivery = (overrides: Partial<TWebhookDelivery> = {}): TWebhookDelivery => ({
  id: `WD${'2'.repeat(32)}`,
  webhookId: `WH${'1'.repeat(32)}`,
  event: 'sms_inbound',
  eventId: `EV${'3'.repeat(32)}`,
  status: 'failed',
  attempts: 30,
  statusCode: 500,
  latencyMs: 87,
  response: 'the receiver broke',
  messageSid: null,
  created: '2026-11-26T09:00:00.000Z',
  lastAttemptAt: '2026-11-27T09:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: null,
  ...overrides,
});
const SECRET = `whsec_${'ab'.repeat(32)}`;
const ID = `WH${'1'.repeat(32)}`;

function stubApi(list: TWebhook[], more: Record<string, TStubHandler | TStubHandler[]> = {}) {
  return stubFetch({
    'GET /v3/webhooks': () => listPage(list),
    'GET /v3/webhooks/presets': () => ok({ id: 'sms', name: 'Messages in and out', events: ['sms_inbound'] }),
    'GET /v3/webhooks/notices': () => ok(),
    ...more,
  });
}
const render = (roles = ['acct-owner']) =>
  renderWithProviders(<WebhooksPage />, { session: { session: makeSession({ roles }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('webhook deliveries on the webhooks page', { timeout: 20_000 }, () => {
  it('shows the secret of a new webhook once, with a copy button and the words that it will not be shown again', async () => {
    stubApi([], { 'POST /v3/webhooks': () => ok({ ...hook(), secret: SECRET }) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(form).getByLabelText(/^Name/), 'Orders');
    await user.type(within(form).getByLabelText(/^URL/), 'https://orders.example.com/in');
    await user.click(within(form).getByRole('checkbox', { name: 'sms_inbound' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: fillText(S.title, { name: 'Orders' }) });
    expect(within(dialog).getByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByText(S.once)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: S.copy })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: S.done }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
  });

  it('lists a webhook’s deliveries in a drawer, retries one and sends a test event', async () => {
    const retried: unknown[] = [];
    const fetchMock = stubApi([hook()], {
      [`GET /v3/webhooks/${ID}/deliveries`]: [
        () => listPage([delivery()], 20),
        () =>
          listPage(
            [
              delivery({
                id: `WD${'4'.repeat(32)}`,
                status: 'delivered',
                statusCode: 200,
                attempts: 1,
                response: 'thanks',
                event: 'sms_inbound',
              }),
              delivery(),
            ],
            20,
          ),
      ],
      [`POST /v3/webhooks/${ID}/deliveries/WD${'2'.repeat(32)}/retry`]: ({ url }) => {
        retried.push(url);
        return ok(delivery({ status: 'pending' }));
      },
      [`POST /v3/webhooks/${ID}/test`]: () =>
        ok(delivery({ id: `WD${'4'.repeat(32)}`, status: 'pending', attempts: 0 })),
    });
    const { user } = render();
    const open = await screen.findByRole('button', { name: fillText(D.openLabel, { name: 'Orders' }) });
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: fillText(D.title, { name: 'Orders' }) });
    const table = await within(drawer).findByRole('table', { name: D.tableLabel });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('sms_inbound');
    expect(row).toHaveTextContent(D.statuses.failed);
    expect(row).toHaveTextContent('500');
    expect(row).toHaveTextContent('87 ms');
    expect(row).toHaveTextContent('the receiver broke');
    expect(row).toHaveTextContent(fillText(D.attempts, { n: 30 }));
    await expectNoAxeViolations(drawer);

    await user.click(within(row).getByRole('button', { name: /^Retry the sms_inbound delivery of / }));
    expect(retried).toHaveLength(1);
    expect(await findToast(D.retried)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: D.sendTest }));
    expect(await findToast(D.testSent)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([u, init]) => String(u).endsWith(`/v3/webhooks/${ID}/test`) && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(await within(drawer).findByText('thanks')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('rotates the secret after asking, and shows the new one once', async () => {
    stubApi([hook()], {
      [`GET /v3/webhooks/${ID}/deliveries`]: () => listPage([], 20),
      [`POST /v3/webhooks/${ID}/secret`]: () => ok({ id: ID, secret: SECRET }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: fillText(D.openLabel, { name: 'Orders' }) }));
    const drawer = await screen.findByRole('dialog', { name: fillText(D.title, { name: 'Orders' }) });
    expect(await within(drawer).findByText(D.empty)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: S.rotate }));
    const ask = await screen.findByRole('dialog', { name: S.rotateTitle });
    await user.click(within(ask).getByRole('button', { name: S.rotateConfirm }));
    const shown = await screen.findByRole('dialog', { name: fillText(S.title, { name: 'Orders' }) });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
  });

  it('says why Parley turned a webhook off, in the row and in its drawer', async () => {
    const reason =
      'Every delivery failed for 24 hours (the last: HTTP 500). Fix the receiver, then turn the webhook on.';
    stubApi([hook({ enabled: false, disabledAt: '2026-11-27T09:00:00.000Z', disabledReason: reason })], {
      [`GET /v3/webhooks/${ID}/deliveries`]: () => listPage([delivery()], 20),
    });
    const { user } = render();
    expect(await screen.findByText(D.turnedOff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fillText(D.openLabel, { name: 'Orders' }) }));
    const drawer = await screen.findByRole('dialog', { name: fillText(D.title, { name: 'Orders' }) });
    expect(within(drawer).getByText(reason)).toBeInTheDocument();
    expect(within(drawer).getByText(D.turnedOffTitle)).toBeInTheDocument();
  });

  it('lets a supervisor read the deliveries, without the buttons that change anything', async () => {
    stubApi([hook()], { [`GET /v3/webhooks/${ID}/deliveries`]: () => listPage([delivery()], 20) });
    const { user } = render(['supervisor']);
    await user.click(await screen.findByRole('button', { name: fillText(D.openLabel, { name: 'Orders' }) }));
    const drawer = await screen.findByRole('dialog', { name: fillText(D.title, { name: 'Orders' }) });
    await within(drawer).findByRole('table', { name: D.tableLabel });
    expect(within(drawer).queryByRole('button', { name: D.sendTest })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: S.rotate })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });
});

function Notices() {
  useWebhookNotices();
  return null;
}

describe('the notice of a webhook turned off', () => {
  it('is a toast at the next visit, then marked seen', async () => {
    const seen: unknown[] = [];
    stubFetch({
      'GET /v3/webhooks/notices': [
        () =>
          ok({
            id: ID,
            name: 'Orders',
            url: 'https://orders.example.com/in',
            disabledAt: '2026-11-27T09:00:00.000Z',
            disabledReason: 'x',
          }),
        () => ok(),
      ],
      'POST /v3/webhooks/notices/seen': ({ body }) => {
        seen.push(body);
        return json(200, { status: 'success', payload: [{ id: ID }], error: [] });
      },
    });
    renderWithProviders(<Notices />, { session: { session: makeSession({ roles: ['acct-owner'] }) } });
    const toast = await findToast(WEBHOOK_NOTICE_TEXTS.header);
    expect(toast).toHaveTextContent(
      fillText(WEBHOOK_NOTICE_TEXTS.content, { name: 'Orders', url: 'https://orders.example.com/in' }),
    );
    await waitFor(() => expect(seen).toEqual([{ ids: [ID] }]));
  });

  it('is not asked for by someone who cannot turn webhooks on', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<Notices />, { session: { session: makeSession({ roles: ['supervisor'] }) } });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
