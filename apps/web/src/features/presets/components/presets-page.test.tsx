import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESET_MESSAGES, PRESETS_PAGE_TEXTS as T, TABLE_ACTION_TEXTS } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { json, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { PresetsPage } from './presets-page';

const row = (n: number, name: string, enabled = true) => ({
  id: `PR${String(n).repeat(32).slice(0, 32)}`,
  name,
  description: `About ${name}`,
  enabled,
  created: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
});
const ONE = row(1, 'One');
const TWO = row(2, 'Two');
const page = (items: unknown[]) =>
  json(200, { status: 'success', payload: items, error: [], page: { nextCursor: null, limit: 10 } });

const render = () =>
  renderWithProviders(<PresetsPage />, { session: { session: makeSession({ roles: ['acct-owner'] }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the transfer presets page', { timeout: 20_000 }, () => {
  it('lists them by name and asks the server to filter by status', async () => {
    const fetchMock = stubFetch({
      'GET /v3/presets': ({ url }) =>
        page(url.includes('enabled=false') ? [row(3, 'Old', false)] : [ONE, TWO]),
    });
    const { user, container } = render();
    expect(await screen.findByRole('button', { name: 'One' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('sort=name');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    expect(await screen.findByRole('button', { name: 'Old' })).toBeInTheDocument();
  });

  it('adds one: an empty name is refused in the form first, with the server’s words', async () => {
    const fetchMock = stubFetch({
      'GET /v3/presets': () => page([ONE]),
      'POST /v3/presets': ({ body }) => ok({ ...row(4, 'New'), ...(body as object) }),
    });
    const { user } = render();
    await screen.findByRole('button', { name: 'One' });
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByText(PRESET_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Fresh');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ name: 'Fresh', description: '', enabled: true });
  });

  it('disables the selected ones in one call', async () => {
    const fetchMock = stubFetch({
      'GET /v3/presets': () => page([ONE, TWO]),
      'PATCH /v3/presets': () =>
        ok([
          { ...ONE, enabled: false },
          { ...TWO, enabled: false },
        ]),
    });
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select One' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Two' }));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: TABLE_ACTION_TEXTS.disable }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({
      ids: [ONE.id, TWO.id],
      changes: { enabled: false },
    });
  });
});
