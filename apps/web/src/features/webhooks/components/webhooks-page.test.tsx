import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  OUR_MESSAGES,
  TABLE_ACTION_TEXTS,
  WEBHOOK_DELETE_TEXTS,
  fillText,
  type TWebhook,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { fail, listPage, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { catchDownload } from '@/testing/csv-download';
import { findToast } from '@/testing/toasts';
import { WebhooksPage } from './webhooks-page';

const hook = (n: number, overrides: Partial<TWebhook> = {}): TWebhook => ({
  id: `WH${String(n).repeat(32)}`,
  name: `Hook ${n}`,
  url: `https://h${n}.example.com/in`,
  enabled: true,
  events: ['sms_inbound', 'sms_outbound'] as TWebhook['events'],
  created: '2026-09-01T09:00:00.000Z',
  updated: '2026-09-01T09:00:00.000Z',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
  ...overrides,
});
const page = (items: unknown[]) => listPage(items);
const PRESETS = [
  { id: 'sms', name: 'Messages in and out', events: ['sms_inbound', 'sms_outbound'] },
  {
    id: 'all-calls',
    name: 'Every call event',
    events: ['call_in_progress', 'call_answered', 'call_completion'],
  },
];

/** The list as the server answers it: `q` matches name or URL, `enabled` filters (issue 25). */
function answerList(list: TWebhook[], url: string) {
  const query = new URL(url, 'https://localhost').searchParams;
  const q = query.get('q')?.toLowerCase();
  const enabled = query.get('enabled');
  return page(
    list.filter(
      (w) =>
        (!q || w.name.toLowerCase().includes(q) || w.url.toLowerCase().includes(q)) &&
        (enabled === null || String(w.enabled) === enabled),
    ),
  );
}

function stubApi(list: TWebhook[], more: Record<string, TStubHandler | TStubHandler[]> = {}) {
  return stubFetch({
    'GET /v3/webhooks': ({ url }) => answerList(list, url),
    'GET /v3/webhooks/presets': () => ok(...PRESETS),
    ...more,
  });
}

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<WebhooksPage />, { session: { session: makeSession({ roles }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// many renders and clicks each: a busy machine (two cores, several runs) needs more than 5 s
describe('the webhooks page', { timeout: 20_000 }, () => {
  it('lists name, url, enabled and the number of events', async () => {
    stubApi([hook(1), hook(2, { enabled: false, events: ['voicemail'] })]);
    const { container } = render();
    const table = await screen.findByRole('table', { name: 'Webhooks of the account' });
    await within(table).findByText('Hook 2');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('https://h1.example.com/in')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hook 1 enabled' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Hook 2 enabled' })).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('says so when there are none', async () => {
    stubApi([]);
    render();
    expect(await screen.findByText(OUR_MESSAGES.noWebhooks)).toBeInTheDocument();
  });

  it('adds a webhook: a bad URL shows the spec’s message and sends nothing; a preset fills the events', async () => {
    const created = hook(3, { name: 'Orders' });
    const fetchMock = stubApi([], { 'POST /v3/webhooks': () => ok(created) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Orders');
    await user.type(within(dialog).getByLabelText(/^URL/), 'ftp://files.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(MESSAGES.urlHttp)).toBeInTheDocument();
    expect(within(dialog).getByText(OUR_MESSAGES.webhookEventsRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await expectNoAxeViolations(dialog);

    await user.clear(within(dialog).getByLabelText(/^URL/));
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://orders.example.com/in');
    await user.click(within(dialog).getByRole('textbox', { name: 'Start from a preset' }));
    await user.click(await screen.findByRole('option', { name: 'Messages in and out' }));
    expect(within(dialog).getByRole('checkbox', { name: 'sms_inbound' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'voicemail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Orders',
      url: 'https://orders.example.com/in',
      enabled: true,
      events: ['sms_inbound', 'sms_outbound', 'voicemail'],
    });
    expect(await findToast('Webhook created')).toHaveTextContent('Orders');
  });

  it('shows the server’s refusal of a name already used under the name', async () => {
    stubApi([], {
      'POST /v3/webhooks': () =>
        fail(409, { code: 'conflict', field: 'name', message: OUR_MESSAGES.webhookNameTaken }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Hook 1');
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://h.example.com/');
    await user.click(within(dialog).getByRole('checkbox', { name: 'recording' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(OUR_MESSAGES.webhookNameTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a webhook in the same form, filled in', async () => {
    const fetchMock = stubApi([hook(1)], {
      [`PUT /v3/webhooks/${hook(1).id}`]: ({ body }) => ok({ ...hook(1), ...(body as object) }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Hook 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
    expect(within(dialog).getByLabelText(/^URL/)).toHaveValue('https://h1.example.com/in');
    expect(within(dialog).getByRole('checkbox', { name: 'sms_outbound' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Hook one');
    await user.click(within(dialog).getByRole('button', { name: 'Save webhook' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ name: 'Hook one', enabled: true });
    expect(await findToast('Webhook saved')).toHaveTextContent('Hook one');
  });

  it('draws the form’s Enabled switch as saved, and one click sends the other value', async () => {
    const off = hook(2, { enabled: false });
    const fetchMock = stubApi([hook(1), off], {
      [`PUT /v3/webhooks/${hook(1).id}`]: ({ body }) => ok({ ...hook(1), ...(body as object) }),
      [`PUT /v3/webhooks/${off.id}`]: ({ body }) => ok({ ...off, ...(body as object) }),
    });
    const { user } = render();
    const sent = () =>
      fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'PUT')
        .map(([, init]) => (JSON.parse(String(init!.body)) as { enabled: boolean }).enabled);

    // a new webhook is sent enabled: the switch says so
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    expect(within(dialog).getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    for (const [name, enabled] of [
      ['Hook 1', true],
      ['Hook 2', false],
    ] as const) {
      await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
      dialog = await screen.findByRole('dialog', { name: 'Edit webhook' });
      const toggle = within(dialog).getByRole('switch', { name: 'Enabled' });
      expect(toggle.matches(':checked'), name).toBe(enabled);
      await user.click(toggle);
      expect(toggle.matches(':checked'), name).toBe(!enabled);
      await user.click(within(dialog).getByRole('button', { name: 'Save webhook' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent().at(-1), name).toBe(!enabled);
    }
  });

  it('switches a webhook off from the list', async () => {
    const fetchMock = stubApi([hook(1)], {
      [`PUT /v3/webhooks/${hook(1).id}`]: ({ body }) => ok({ ...hook(1), ...(body as object) }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('switch', { name: 'Hook 1 enabled' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      name: 'Hook 1',
      url: 'https://h1.example.com/in',
      events: ['sms_inbound', 'sms_outbound'],
      enabled: false,
    });
    expect(await findToast('Webhook disabled')).toHaveTextContent('Hook 1');
  });

  it('deletes only after asking', async () => {
    const fetchMock = stubApi([hook(1)], { [`DELETE /v3/webhooks/${hook(1).id}`]: () => ok(hook(1)) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Hook 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook' });
    expect(dialog).toHaveTextContent(fillText(WEBHOOK_DELETE_TEXTS.one, { name: 'Hook 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Hook 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    expect(await findToast('Webhook deleted')).toHaveTextContent('Hook 1');
  });

  it('is read-only for a supervisor, who may read but not change webhooks', async () => {
    stubApi([hook(1)]);
    render(['supervisor']);
    expect(await screen.findByRole('switch', { name: 'Hook 1 enabled' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Hook 1' })).not.toBeInTheDocument();
  });

  it('selects webhooks and disables them from the Actions menu, which is off until a row is chosen', async () => {
    const fetchMock = stubApi([hook(1), hook(2), hook(3, { enabled: false })], {
      [`PUT /v3/webhooks/${hook(1).id}`]: ({ body }) => ok({ ...hook(1), ...(body as object) }),
      [`PUT /v3/webhooks/${hook(3).id}`]: ({ body }) => ok({ ...hook(3), ...(body as object) }),
    });
    const { user } = render();
    const actions = await screen.findByRole('button', { name: 'Actions' });
    expect(actions).toHaveAttribute('aria-disabled', 'true');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Hook 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Hook 3' }));
    expect(screen.getByText('2/3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: TABLE_ACTION_TEXTS.disable }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain(hook(1).id);
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ enabled: false });
    // the toast names what changed: Hook 3 was off already
    expect((await findToast('Webhook disabled')).textContent).toBe('Webhook disabledHook 1');
  });

  it('enables several webhooks in one bulk call, leaving those already on alone', async () => {
    const off = { enabled: false };
    const fetchMock = stubApi([hook(1, off), hook(2, off), hook(3)], {
      ['PATCH /v3/webhooks']: () => ok(hook(1), hook(2)),
    });
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: TABLE_ACTION_TEXTS.enable }));
    expect((await findToast('2 webhooks enabled')).textContent).toContain('Hook 1, Hook 2');
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(JSON.parse(String(patches[0]![1]!.body))).toEqual({
      ids: [hook(1).id, hook(2).id],
      changes: { enabled: true },
    });
  });

  it('deletes the selected webhooks after asking once for all of them', async () => {
    const fetchMock = stubApi([hook(1), hook(2)], {
      // several at once: one bulk call (issue 25), all go or none do
      ['DELETE /v3/webhooks']: () => ok(hook(1), hook(2)),
    });
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: TABLE_ACTION_TEXTS.delete }));
    const dialog = await screen.findByRole('dialog', { name: WEBHOOK_DELETE_TEXTS.manyTitle });
    expect(dialog).toHaveTextContent(fillText(WEBHOOK_DELETE_TEXTS.many, { n: '2' }));
    // the confirmation names what goes
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hook 1', 'Hook 2']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(JSON.parse(String(deletes[0]![1]!.body))).toEqual({ ids: [hook(1).id, hook(2).id] });
    expect(await findToast('2 webhooks deleted')).toHaveTextContent('Hook 1, Hook 2');
  });

  it('exports the rows the search leaves, all of them, with the events as a list and formulas neutralised', async () => {
    const many = Array.from({ length: 14 }, (_, i) => hook(i + 1, { name: `Hook ${i + 1}` }));
    // chosen out of order: the file lists them in the catalogue's
    many[0] = hook(1, { events: ['voicemail', 'call_answered', 'sms_inbound'] });
    stubApi([
      ...many,
      hook(99, { name: '=HYPERLINK("x")', url: 'https://hook.example/in' }),
      hook(98, { name: 'Other' }),
    ]);
    const downloaded = catchDownload();
    const { user } = render();
    await screen.findByRole('checkbox', { name: 'Select Hook 1' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'hook');
    // the server searches once typing pauses: the table shows what the file will hold
    await waitFor(() => expect(screen.queryByText('Other')).not.toBeInTheDocument(), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const { name, rows } = await downloaded();
    expect(name).toMatch(/^webhooks-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]).toEqual(['Name', 'URL', 'Enabled', 'Events']);
    // 14 hooks and the formula's row (by its url) match, 'Other' does not: more than the page of 10
    expect(rows.slice(1).map((r) => r[0])).toHaveLength(15);
    expect(rows.slice(1).map((r) => r[0])).not.toContain('Other');
    expect(rows.slice(1).map((r) => r[0])).toContain(`'=HYPERLINK("x")`);
    const events = Object.fromEntries(rows.slice(1).map((r) => [r[0], r[3]]));
    expect(events['Hook 1']).toBe('call_answered, sms_inbound, voicemail');
    expect(events['Hook 2']).toBe('sms_inbound, sms_outbound');
  });
});
