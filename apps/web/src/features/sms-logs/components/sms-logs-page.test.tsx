import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CARRIER_ERRORS,
  MESSAGE_DRAWER_TEXTS as D,
  MESSAGE_EXPORT_BUTTON_TEXTS as E,
  SMS_LOGS_PAGE_TEXTS as T,
  formatDateTime,
  smsLogsLink,
  type TMessage,
  type TMessageExport,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, fail, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { SmsLogsPage } from './sms-logs-page';

const message = (n: number, more: Partial<TMessage> = {}): TMessage => ({
  messageSid: `SM${String(n).repeat(32).slice(0, 32)}`,
  direction: 'outbound',
  from: '+13125550100',
  to: `+1415555010${n}`,
  body: `Your order ${n} shipped.`,
  encoding: 'GSM7',
  parts: 1,
  segments: 1,
  mediaAssetId: null,
  status: 'delivered',
  errorCode: null,
  price: '0.0079',
  numberSetId: null,
  templateId: null,
  conversationId: null,
  statusHistory: [
    { status: 'queued', at: `2026-11-2${n}T09:00:00.000Z`, errorCode: null },
    { status: 'delivered', at: `2026-11-2${n}T09:00:04.000Z`, errorCode: null },
  ],
  webhookDeliveries: [],
  created: `2026-11-2${n}T09:00:00.000Z`,
  updated: `2026-11-2${n}T09:00:04.000Z`,
  ...more,
});

const DELIVERED = message(2, {
  webhookDeliveries: [
    {
      deliveryId: `WD${'1'.repeat(32)}`,
      webhookId: `WH${'1'.repeat(32)}`,
      event: 'sms_outbound',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      created: '2026-11-22T09:00:05.000Z',
    },
  ],
});
const FAILED = message(1, {
  status: 'failed',
  errorCode: '30006',
  body: 'A long message that the table cuts, and the drawer shows whole, line by line.\nSecond line.',
  statusHistory: [
    { status: 'queued', at: '2026-11-21T09:00:00.000Z', errorCode: null },
    { status: 'failed', at: '2026-11-21T09:00:03.000Z', errorCode: '30006' },
  ],
});

const render = () =>
  renderWithProviders(<SmsLogsPage />, { session: { session: makeSession({ roles: ['acct-owner'] }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the SMS Logs page', { timeout: 30_000 }, () => {
  it('lists messages newest first with their status, error code, segments and price', async () => {
    const fetchMock = stubFetch({ 'GET /v3/messages': () => listPage([DELIVERED, FAILED]) });
    const { container } = render();
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const row = (await within(table).findByText('Your order 2 shipped.')).closest('tr')!;
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByText('$0.0079')).toBeInTheDocument();
    expect(within(row).getByText('+14155550102')).toBeInTheDocument();
    const failed = within(table)
      .getByText(/A long message/)
      .closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('30006')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('sort=-created');
    // the server does not search the log: its filters stand instead of a search box
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('filters by status, direction and the recipient’s digits on the server', async () => {
    const fetchMock = stubFetch({
      'GET /v3/messages': ({ url }) =>
        listPage(url.includes('status=failed') ? [FAILED] : [DELIVERED, FAILED]),
    });
    const { user } = render();
    await screen.findByText('Your order 2 shipped.');
    await user.click(screen.getByRole('textbox', { name: T.status }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByText('Your order 2 shipped.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('textbox', { name: T.direction }));
    await user.click(await screen.findByRole('option', { name: 'Outbound' }));
    await user.type(screen.getByRole('textbox', { name: T.toDigits }), '+1 (415) 555');
    expect(screen.getByRole('textbox', { name: T.toDigits })).toHaveValue('1415555');
    await waitFor(
      () => {
        const last = String(fetchMock.mock.calls.at(-1)![0]);
        expect(last).toContain('status=failed');
        expect(last).toContain('direction=outbound');
        expect(last).toContain('to=1415555');
      },
      { timeout: 3_000 },
    );
  });

  it('opens with the filters a link sets (the failures report’s drill-down), shown as set', async () => {
    const fetchMock = stubFetch({ 'GET /v3/messages': () => listPage([FAILED]) });
    renderWithProviders(<SmsLogsPage />, {
      session: { session: makeSession({ roles: ['acct-owner'] }) },
      route: smsLogsLink({ errorCode: '30006', since: '2026-11-24', until: '2026-11-30' }),
    });
    await screen.findByText(/A long message/);
    const first = new URL(String(fetchMock.mock.calls[0]![0]), 'https://x').searchParams;
    expect(first.get('errorCode')).toBe('30006');
    expect(first.get('since')).toBe('2026-11-24');
    expect(first.get('until')).toBe('2026-11-30');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: T.errorCode })).toHaveValue('30006');
  });

  it('opens a message in a drawer: whole body, facts, history, carrier error and deliveries', async () => {
    stubFetch({
      'GET /v3/messages': () => listPage([DELIVERED, FAILED]),
      [`GET /v3/messages/${FAILED.messageSid}`]: () => ok(FAILED),
      [`GET /v3/messages/${DELIVERED.messageSid}`]: () => ok(DELIVERED),
    });
    const { user } = render();
    const open = await screen.findByRole('button', {
      name: `Open the message of ${formatDateTime(FAILED.created)} to ${FAILED.to}`,
    });
    await user.click(open);
    const drawer = await screen.findByRole('dialog', { name: `Message to ${FAILED.to}` });
    expect(within(drawer).getByText(/Second line\./)).toBeInTheDocument();
    expect(within(drawer).getByText(CARRIER_ERRORS['30006'].meaning)).toBeInTheDocument();
    expect(within(drawer).getByText(CARRIER_ERRORS['30006'].remedy)).toBeInTheDocument();
    const history = within(drawer).getByRole('table', { name: D.historyLabel });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(within(history).getByText(formatDateTime('2026-11-21T09:00:03.000Z'))).toBeInTheDocument();
    expect(within(drawer).getByText(D.noDeliveries)).toBeInTheDocument();
    expect(within(drawer).getByText('GSM7')).toBeInTheDocument();
    await expectNoAxeViolations(drawer);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // focus goes back to the row's button
    await waitFor(() => expect(open).toHaveFocus());

    await user.click(
      screen.getByRole('button', {
        name: `Open the message of ${formatDateTime(DELIVERED.created)} to ${DELIVERED.to}`,
      }),
    );
    const second = await screen.findByRole('dialog', { name: `Message to ${DELIVERED.to}` });
    const deliveries = within(second).getByRole('table', { name: D.deliveriesLabel });
    expect(within(deliveries).getByText('sms_outbound')).toBeInTheDocument();
    expect(within(deliveries).getByText('200')).toBeInTheDocument();
  });

  it('exports every filtered message by a job: progress, then the file', async () => {
    const made: TMessageExport = {
      exportId: `ME${'1'.repeat(32)}`,
      status: 'queued',
      rowsWritten: 0,
      filters: { status: 'failed' },
      fileName: 'messages-2026-11-27.csv',
      created: '2026-11-27T10:00:00.000Z',
      updated: '2026-11-27T10:00:00.000Z',
    };
    const csv = '"Date (UTC)","Status"\r\n"2026-11-21T09:00:00.000Z","Failed"\r\n';
    const fetchMock = stubFetch({
      'GET /v3/messages': ({ url }) =>
        listPage(url.includes('status=failed') ? [FAILED] : [DELIVERED, FAILED]),
      'POST /v3/messages/exports': () => ok(made),
      [`GET /v3/messages/exports/${made.exportId}`]: [
        () => ok({ ...made, status: 'running', rowsWritten: 2000 }),
        () => ok({ ...made, status: 'done', rowsWritten: 2345 }),
      ],
      [`GET /v3/messages/exports/${made.exportId}/file`]: () =>
        new Response(csv, { status: 200, headers: { 'content-type': 'text/csv' } }),
    });
    const { user } = render();
    await screen.findByText('Your order 2 shipped.');
    await user.click(screen.getByRole('textbox', { name: T.status }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByText('Your order 2 shipped.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: E.button }));
    expect(await screen.findByText('Exporting: 2,000 messages written')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST')).toEqual([{ status: 'failed' }]);
    const download = await screen.findByRole(
      'button',
      { name: `Download ${made.fileName}` },
      { timeout: 5_000 },
    );
    expect(screen.getByText('Export ready: 2,345 messages')).toBeInTheDocument();
    // the answer's Blob is Node's (the stubbed fetch's Response), which jsdom's FileReader refuses
    const caught: { blob?: Blob; name?: string } = {};
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      caught.blob = blob as Blob;
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      caught.name = this.download;
    });
    await user.click(download);
    await waitFor(() => expect(caught.name).toBe(made.fileName));
    expect(await caught.blob!.text()).toBe(csv);
  });

  it('says what went wrong when the export cannot start', async () => {
    stubFetch({
      'GET /v3/messages': () => listPage([DELIVERED]),
      'POST /v3/messages/exports': () =>
        fail(400, { code: 'validation', message: 'Enter digits only.', field: 'to' }),
    });
    const { user } = render();
    await screen.findByText('Your order 2 shipped.');
    await user.click(screen.getByRole('button', { name: E.button }));
    expect(await screen.findByText('Enter digits only.')).toBeInTheDocument();
  });

  it('says so when there is no message yet', async () => {
    stubFetch({ 'GET /v3/messages': () => listPage([]) });
    render();
    expect(await screen.findByText(T.emptyText)).toBeInTheDocument();
  });
});
