import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPOSITION_MESSAGES, DISPOSITIONS_PAGE_TEXTS as T, TABLE_ACTION_TEXTS } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { actOnRows } from '@/testing/table-actions';
import { renderWithProviders } from '@/testing/test-utils';
import { DispositionsPage } from './dispositions-page';

const row = (n: number, name: string, outcome = 'success', enabled = true) => ({
  id: `DP${String(n).repeat(32).slice(0, 32)}`,
  name,
  description: `About ${name}`,
  outcome,
  enabled,
  created: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
});
const SALE = row(1, 'Sale made');
const LATER = row(2, 'Call back later', 'callback');
const page = (items: unknown[]) => listPage(items, 10);

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<DispositionsPage />, { session: { session: makeSession({ roles }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dispositions page', { timeout: 20_000 }, () => {
  it('lists the dispositions with their outcome and asks the server to filter by outcome', async () => {
    const fetchMock = stubFetch({
      'GET /v3/dispositions': ({ url }) =>
        page(
          url.includes('outcome=do_not_contact') ? [row(3, 'Do not call', 'do_not_contact')] : [SALE, LATER],
        ),
    });
    const { user, container } = render();
    expect(await screen.findByRole('button', { name: 'Sale made' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Callback' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('textbox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Do not contact' }));
    expect(await screen.findByRole('button', { name: 'Do not call' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('outcome=do_not_contact'))).toBe(true);
  });

  it('adds a disposition: without an outcome it is refused in the form first', async () => {
    const fetchMock = stubFetch({
      'GET /v3/dispositions': () => page([SALE]),
      'POST /v3/dispositions': ({ body }) => ok({ ...row(4, 'x'), ...(body as object) }),
    });
    const { user } = render();
    await screen.findByRole('button', { name: 'Sale made' });
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sent brochure');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByText(DISPOSITION_MESSAGES.outcomeRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('textbox', { name: /Outcome/ }));
    await user.click(await screen.findByRole('option', { name: 'Callback' }));
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Sent brochure',
      description: '',
      outcome: 'callback',
      enabled: true,
    });
  });

  it('disables the selected dispositions in one call; a supervisor gets no actions', async () => {
    const fetchMock = stubFetch({
      'GET /v3/dispositions': () => page([SALE, LATER]),
      'PATCH /v3/dispositions': () =>
        ok([
          { ...SALE, enabled: false },
          { ...LATER, enabled: false },
        ]),
    });
    const { user, unmount } = render();
    await actOnRows(user, ['Sale made', 'Call back later'], TABLE_ACTION_TEXTS.disable);
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH')).toHaveLength(1));
    expect(bodiesSent(fetchMock, 'PATCH')[0]).toEqual({
      ids: [SALE.id, LATER.id],
      changes: { enabled: false },
    });
    unmount();
    render(['supervisor']);
    expect(await screen.findByText('Sale made')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.add })).not.toBeInTheDocument();
  });
});
