import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAK_MESSAGES, BREAKS_PAGE_TEXTS as T, TABLE_ACTION_TEXTS } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { actOnRows } from '@/testing/table-actions';
import { renderWithProviders } from '@/testing/test-utils';
import { BreaksPage } from './breaks-page';

const row = (n: number, name: string, enabled = true) => ({
  id: `BK${String(n).repeat(32).slice(0, 32)}`,
  name,
  description: `About ${name}`,
  paid: n % 2 === 0,
  maxMinutes: 15 * n,
  enabled,
  created: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
});
const LUNCH = row(1, 'Lunch');
const SHORT = row(2, 'Short break');
const page = (items: unknown[]) => listPage(items, 10);

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<BreaksPage />, { session: { session: makeSession({ roles }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the break types page', { timeout: 20_000 }, () => {
  it('lists the break types by name and asks the server to filter by status', async () => {
    const fetchMock = stubFetch({
      'GET /v3/breaks': ({ url }) =>
        page(url.includes('enabled=false') ? [row(3, 'Old', false)] : [LUNCH, SHORT]),
    });
    const { user, container } = render();
    expect(await screen.findByRole('button', { name: 'Lunch' })).toBeInTheDocument();
    expect(screen.getByText('Short break')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('sort=name');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    expect(await screen.findByRole('button', { name: 'Old' })).toBeInTheDocument();
  });

  it('adds a break type: a bad number of minutes is refused in the form first, with the server’s words', async () => {
    const fetchMock = stubFetch({
      'GET /v3/breaks': () => page([LUNCH]),
      'POST /v3/breaks': ({ body }) => ok({ ...row(4, 'Drill'), ...(body as object) }),
    });
    const { user } = render();
    await screen.findByRole('button', { name: 'Lunch' });
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fire drill');
    const minutes = within(dialog).getByRole('textbox', { name: /Maximum minutes/ });
    await user.type(minutes, '500');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByText(BREAK_MESSAGES.minutesRange)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.clear(minutes);
    await user.type(minutes, '20');
    await user.click(within(dialog).getByRole('switch', { name: T.paid }));
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Fire drill',
      description: '',
      paid: true,
      maxMinutes: 20,
      enabled: true,
    });
  });

  it('disables the selected break types in one call', async () => {
    const fetchMock = stubFetch({
      'GET /v3/breaks': () => page([LUNCH, SHORT]),
      'PATCH /v3/breaks': () =>
        ok([
          { ...LUNCH, enabled: false },
          { ...SHORT, enabled: false },
        ]),
    });
    const { user } = render();
    await actOnRows(user, ['Lunch', 'Short break'], TABLE_ACTION_TEXTS.disable);
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH')).toHaveLength(1));
    expect(bodiesSent(fetchMock, 'PATCH')[0]).toEqual({
      ids: [LUNCH.id, SHORT.id],
      changes: { enabled: false },
    });
  });
});
