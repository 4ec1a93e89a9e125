import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRESET_MESSAGES,
  PRESETS_PAGE_TEXTS as T,
  TABLE_ACTION_TEXTS,
  VALIDATION_MESSAGES,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { actOnRows } from '@/testing/table-actions';
import { renderWithProviders } from '@/testing/test-utils';
import { PresetsPage } from './presets-page';

const session = makeSession({ roles: ['acct-owner'] });
const ANN = {
  clientId: `CL${'1'.repeat(32)}`,
  accountSid: session.accountId,
  username: 'ann@acme.test',
  displayName: 'Ann Agent',
  firstName: 'Ann',
  lastName: 'Agent',
  roles: ['gi-agent'],
  status: 'active',
};
const row = (n: number, name: string, destination: { type: string; value: string }, enabled = true) => ({
  id: `PR${String(n).repeat(32).slice(0, 32)}`,
  name,
  destination,
  enabled,
  created: '2026-10-01T09:00:00.000Z',
  updated: '2026-10-01T09:00:00.000Z',
});
const DESK = row(1, 'Front desk', { type: 'sip', value: 'sip:desk@pbx.example.com:5070' });
const ANNS = row(2, 'Ann', { type: 'user', value: ANN.clientId });
const GONE = row(3, 'Gone', { type: 'user', value: `CL${'9'.repeat(32)}` });
const page = (items: unknown[]) => listPage(items);
const users = { 'GET /v3/users': () => page([ANN]) };

const render = () => renderWithProviders(<PresetsPage />, { session: { session } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the transfer presets page', { timeout: 20_000 }, () => {
  it('lists them by name, a user destination by the user’s name, and asks the server to filter by kind', async () => {
    const fetchMock = stubFetch({
      ...users,
      'GET /v3/presets': ({ url }) => page(url.includes('type=sip') ? [DESK] : [DESK, ANNS, GONE]),
    });
    const { user, container } = render();
    const table = await screen.findByRole('table', { name: T.tableLabel });
    expect(await within(table).findByText('Ann Agent (ann@acme.test)')).toBeInTheDocument();
    expect(within(table).getByText('sip:desk@pbx.example.com:5070')).toBeInTheDocument();
    expect(within(table).getByText(T.deletedUser)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('textbox', { name: T.kind }));
    await user.click(await screen.findByRole('option', { name: 'SIP address' }));
    await waitFor(() => expect(within(table).queryByText(T.deletedUser)).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('type=sip'))).toBe(true);
  });

  it('adds a SIP preset: a bad port is refused in the form first, with the server’s words', async () => {
    const fetchMock = stubFetch({
      ...users,
      'GET /v3/presets': () => page([DESK]),
      'POST /v3/presets': ({ body }) => ok({ ...row(4, 'New', DESK.destination), ...(body as object) }),
    });
    const { user } = render();
    await screen.findByRole('button', { name: 'Front desk' });
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Warehouse');
    await user.click(within(dialog).getByRole('radio', { name: 'SIP address' }));
    const address = within(dialog).getByRole('textbox', { name: /^Destination/ });
    await user.type(address, 'dock@10.20.0.15:70000');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.sipAddress)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await user.clear(address);
    await user.type(address, 'dock@10.20.0.15:5062');
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Warehouse',
      destination: { type: 'sip', value: 'dock@10.20.0.15:5062' },
      enabled: true,
    });
  });

  it('a user preset needs a user chosen, then sends the user’s id', async () => {
    const fetchMock = stubFetch({
      ...users,
      'GET /v3/presets': () => page([DESK]),
      'POST /v3/presets': ({ body }) => ok({ ...row(5, 'New', DESK.destination), ...(body as object) }),
    });
    const { user } = render();
    await screen.findByRole('button', { name: 'Front desk' });
    await user.click(screen.getByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ann');
    await user.click(within(dialog).getByRole('radio', { name: 'User' }));
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    expect(await within(dialog).findByText(PRESET_MESSAGES.userRequired)).toBeInTheDocument();
    // by keyboard: the list inside the dialog is virtual, and jsdom lays out no rows to click
    const picker = within(dialog).getByRole('combobox', { name: /^Destination/ });
    await waitFor(() => expect(picker).not.toHaveTextContent('Loading'));
    picker.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(picker).toHaveTextContent('Ann Agent (ann@acme.test)'));
    await user.click(within(dialog).getByRole('button', { name: T.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body)).destination).toEqual({ type: 'user', value: ANN.clientId });
  });

  it('disables the selected ones in one call', async () => {
    const fetchMock = stubFetch({
      ...users,
      'GET /v3/presets': () => page([DESK, ANNS]),
      'PATCH /v3/presets': () =>
        ok([
          { ...DESK, enabled: false },
          { ...ANNS, enabled: false },
        ]),
    });
    const { user } = render();
    await actOnRows(user, ['Front desk', 'Ann'], TABLE_ACTION_TEXTS.disable);
    await waitFor(() => expect(bodiesSent(fetchMock, 'PATCH')).toHaveLength(1));
    expect(bodiesSent(fetchMock, 'PATCH')[0]).toEqual({
      ids: [DESK.id, ANNS.id],
      changes: { enabled: false },
    });
  });
});
