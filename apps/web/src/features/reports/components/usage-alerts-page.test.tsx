import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  USAGE_ALERTS_PAGE_TEXTS as T,
  USAGE_ALERT_MESSAGES as M,
  USAGE_ALERT_NOTICE_TEXTS,
  TABLE_ACTION_TEXTS,
  fillText,
  formatDateTime,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { actOnRows } from '@/testing/table-actions';
import { findToast } from '@/testing/toasts';
import { renderWithProviders } from '@/testing/test-utils';
import { useUsageAlertNotices } from '../api/use-usage-alert-notices';
import { UsageAlertsPage } from './usage-alerts-page';

const HOOK = { id: `WH${'7'.repeat(32)}`, name: 'Finance desk', url: 'https://f.example.com', enabled: true };
const alert = (n: number, name: string, extra: object = {}) => ({
  id: `UA${String(n).repeat(32).slice(0, 32)}`,
  name,
  category: 'sms_outbound',
  triggerBy: 'amount',
  threshold: 100,
  period: 'daily',
  webhookId: null,
  enabled: true,
  created: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
  lastFiredPeriod: null,
  lastFiredAt: null,
  lastFiredValue: null,
  ...extra,
});
const SPEND = alert(1, 'SMS spend over $100 a day', { webhookId: HOOK.id });
const SEGMENTS = alert(2, 'Segments this month', {
  triggerBy: 'quantity',
  threshold: 50_000,
  period: 'monthly',
  lastFiredPeriod: '2026-11',
  lastFiredAt: '2026-11-20T10:00:00.000Z',
  lastFiredValue: 50_210,
});
const hook = (h: typeof HOOK) => ({
  ...h,
  events: ['sms_inbound'],
  created: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
});
const WEBHOOKS = {
  'GET /v3/webhooks': () => listPage([hook(HOOK)], 500),
  'GET /v3/webhooks/presets': () => ok(),
  'GET /v3/webhooks/connections': () => ok(),
};

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<UsageAlertsPage />, { session: { session: makeSession({ roles }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the usage alerts page', { timeout: 30_000 }, () => {
  it('lists the alerts with their threshold in its unit, the webhook by name and when each last fired', async () => {
    stubFetch({ 'GET /v3/usage-alerts': () => listPage([SPEND, SEGMENTS], 100), ...WEBHOOKS });
    const { container } = render();
    expect(await screen.findByRole('button', { name: SPEND.name })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '$100.00' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '50,000 segments' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: HOOK.name })).toBeInTheDocument();
    expect(
      screen.getByRole('cell', { name: `${formatDateTime('2026-11-20T10:00:00.000Z')} (50,210 segments)` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: T.never })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.toReport })).toHaveAttribute('href', '/usage');
    await expectNoAxeViolations(container);
  });

  it('adds an alert: a negative threshold is refused in the form first, in the server’s words', async () => {
    const fetchMock = stubFetch({
      'GET /v3/usage-alerts': () => listPage([SPEND], 100),
      'POST /v3/usage-alerts': ({ body }) => ok({ ...alert(3, 'x'), ...(body as object) }),
      ...WEBHOOKS,
    });
    const { user } = render();
    await screen.findByRole('button', { name: SPEND.name });
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: T.name }), 'MMS this month');
    await user.click(within(dialog).getByRole('textbox', { name: /^Usage/ }));
    await user.click(await screen.findByRole('option', { name: 'MMS sent' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Threshold/ }), '-5');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByText(M.thresholdNegative)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST')).toHaveLength(0);

    const threshold = within(dialog).getByRole('textbox', { name: /^Threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '250.5');
    // by keyboard: the list inside the dialog is virtual, and jsdom lays out no rows to click
    const picker = within(dialog).getByRole('combobox', { name: /^Webhook/ });
    await waitFor(() => expect(picker).not.toHaveTextContent('Loading'));
    picker.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent(HOOK.name));
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'POST')).toEqual([
      {
        name: 'MMS this month',
        category: 'mms',
        triggerBy: 'amount',
        threshold: 250.5,
        period: 'monthly',
        webhookId: HOOK.id,
        enabled: true,
      },
    ]);
  });

  it('disables the selected alerts in one call; a supervisor reads them without actions', async () => {
    const fetchMock = stubFetch({
      'GET /v3/usage-alerts': () => listPage([SPEND, SEGMENTS], 100),
      'PATCH /v3/usage-alerts': () => ok({ ...SPEND, enabled: false }, { ...SEGMENTS, enabled: false }),
      ...WEBHOOKS,
    });
    const { user, unmount } = render();
    await actOnRows(user, [SPEND.name, SEGMENTS.name], TABLE_ACTION_TEXTS.disable);
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH')).toHaveLength(1));
    expect(bodiesSent(fetchMock, 'PATCH')[0]).toEqual({
      ids: [SPEND.id, SEGMENTS.id],
      changes: { enabled: false },
    });
    unmount();
    render(['supervisor']);
    expect(await screen.findByText(SPEND.name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.add })).not.toBeInTheDocument();
  });
});

function Notices() {
  useUsageAlertNotices();
  return null;
}

describe('the notice of a usage alert that fired', () => {
  it('is a toast at the next visit in the mail’s words, then marked seen', async () => {
    const seen: unknown[] = [];
    stubFetch({
      'GET /v3/usage-alerts/notices': [
        () =>
          ok({
            id: SEGMENTS.id,
            name: SEGMENTS.name,
            category: 'sms_outbound',
            triggerBy: 'quantity',
            threshold: 50_000,
            period: 'monthly',
            lastFiredPeriod: '2026-11',
            lastFiredAt: '2026-11-20T10:00:00.000Z',
            lastFiredValue: 50_210,
          }),
        () => ok(),
      ],
      'POST /v3/usage-alerts/notices/seen': ({ body }) => {
        seen.push(body);
        return ok({ id: SEGMENTS.id });
      },
    });
    renderWithProviders(<Notices />, { session: { session: makeSession({ roles: ['supervisor'] }) } });
    const toast = await findToast(USAGE_ALERT_NOTICE_TEXTS.header);
    expect(toast).toHaveTextContent(
      fillText(USAGE_ALERT_NOTICE_TEXTS.content, {
        name: SEGMENTS.name,
        usage: '50,210 segments of SMS sent',
        period: USAGE_ALERT_NOTICE_TEXTS.thisMonth,
        threshold: '50,000 segments',
      }),
    );
    await waitFor(() => expect(seen).toEqual([{ ids: [SEGMENTS.id] }]));
  });
});
