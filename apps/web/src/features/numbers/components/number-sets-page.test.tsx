import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NUMBER_MESSAGES, NUMBER_SETS_PAGE_TEXTS as T } from '@parley/domain';
import { LIST_MAX_HEIGHT } from '@/components/multi-select/virtual-options';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { bodiesSent, fail, listPage, ok, stubFetch } from '@/testing/fetch-stub';
import { numberRow, numberSetRow } from '@/testing/numbers';
import { actOnRows } from '@/testing/table-actions';
import { renderWithProviders } from '@/testing/test-utils';
import { NumberSetEditPage } from './number-set-edit-page';
import { NumberSetsPage } from './number-sets-page';

const A = numberRow(1);
const B = numberRow(2, { friendlyName: 'Spare' });
const C = numberRow(3);
const SALES = numberSetRow(1, 'Sales', {
  description: 'Outbound sales',
  numbers: [{ phoneSid: A.phoneSid, phoneNumber: A.phoneNumber }],
});
const SUPPORT = numberSetRow(2, 'Support', {
  strategy: 'sticky',
  numbers: [{ phoneSid: C.phoneSid, phoneNumber: C.phoneNumber }],
});
const inSet = (set: typeof SALES) => ({ numberSetId: set.numberSetId, numberSetName: set.name });
const NUMBERS = [numberRow(1, { numberSet: inSet(SALES) }), B, numberRow(3, { numberSet: inSet(SUPPORT) })];
const session = { session: makeSession({ roles: ['acct-owner'] }) };
const formRoutes = [
  { path: '/create-number-set', element: <NumberSetEditPage /> },
  { path: '/number-sets', element: <h1>Number Sets list</h1> },
];

beforeEach(() => {
  // the picker's list is virtual: give it room to draw its rows
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(LIST_MAX_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the number sets pages', { timeout: 30_000 }, () => {
  it('lists the sets with their strategy and how many numbers, each linked to its form', async () => {
    stubFetch({ 'GET /v3/number-sets': () => listPage([SALES, SUPPORT]) });
    const { container } = renderWithProviders(<NumberSetsPage />, { session });
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const sales = (await within(table).findByRole('link', { name: 'Edit Sales' })).closest('tr')!;
    expect(within(table).getByRole('link', { name: 'Edit Sales' })).toHaveAttribute(
      'href',
      `/create-number-set?numberSetId=${SALES.numberSetId}`,
    );
    expect(within(sales).getByText('Outbound sales')).toBeInTheDocument();
    expect(within(sales).getByText('Round robin')).toBeInTheDocument();
    expect(within(sales).getByText('1')).toBeInTheDocument();
    expect(within(table).getByText('Sticky per recipient')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.create })).toHaveAttribute('href', '/create-number-set');
    expect(screen.getByRole('button', { name: /^Simulated network/ })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('deletes the selected sets in one call, after asking', async () => {
    const fetchMock = stubFetch({
      'GET /v3/number-sets': () => listPage([SALES, SUPPORT]),
      'DELETE /v3/number-sets': () => ok(SALES, SUPPORT),
    });
    const { user } = renderWithProviders(<NumberSetsPage />, { session });
    await actOnRows(user, ['Sales', 'Support'], 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete number sets' });
    expect(dialog).toHaveTextContent('Their numbers stay the account’s, in no set.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'DELETE')).toEqual([{ ids: [SALES.numberSetId, SUPPORT.numberSetId] }]);
  });

  it('creates a set: the name is needed first, then its numbers are chosen by digits; one in another set cannot be', async () => {
    const fetchMock = stubFetch({
      'GET /v3/numbers': ({ url }) => listPage(url.includes('contains=1002') ? [B] : NUMBERS, 5000),
      'POST /v3/number-sets': ({ body }) =>
        ok({ ...numberSetRow(3, 'New'), ...(body as object), numbers: [] }),
    });
    const { user, router } = renderWithProviders(null, {
      session,
      routes: formRoutes,
      route: '/create-number-set',
    });
    expect(await screen.findByRole('heading', { level: 1, name: T.createTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.add }));
    expect(await screen.findByText(NUMBER_MESSAGES.setNameRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Spring campaign');
    await user.click(screen.getByRole('radio', { name: 'Sticky per recipient' }));

    const picker = screen.getByRole('combobox', { name: T.pickNumbers });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    // a number already in Support is there, but cannot be chosen
    const inSupport = await screen.findByRole('option', { name: /555-1003/ });
    expect(inSupport).toHaveAttribute('aria-disabled', 'true');
    expect(inSupport).toHaveTextContent('In Support');
    await user.type(screen.getByRole('textbox', { name: `Search: ${T.pickNumbers}` }), '1002');
    await user.click(await screen.findByRole('option', { name: /555-1002/ }, { timeout: 3000 }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Remove +1 (312) 555-1002 from the set' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the number set form');

    await user.click(screen.getByRole('button', { name: T.add }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/number-sets'));
    expect(bodiesSent(fetchMock, 'POST')).toEqual([
      { name: 'Spring campaign', description: '', strategy: 'sticky', phoneSids: [B.phoneSid] },
    ]);
  });

  it('edits a set: its numbers are named at once, one removed; the server’s refusal lands on the field', async () => {
    const fetchMock = stubFetch({
      [`GET /v3/number-sets/${SALES.numberSetId}`]: () => ok(SALES),
      'GET /v3/numbers': () => listPage(NUMBERS, 5000),
      [`PUT /v3/number-sets/${SALES.numberSetId}`]: [
        () => fail(400, { code: 'invalid', message: NUMBER_MESSAGES.setNameTaken, field: 'name' }),
        ({ body }) => ok({ ...SALES, ...(body as object), numbers: [] }),
      ],
    });
    const { user, router } = renderWithProviders(null, {
      session,
      routes: formRoutes,
      route: `/create-number-set?numberSetId=${SALES.numberSetId}`,
    });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Sales');
    await user.click(screen.getByRole('button', { name: 'Remove +1 (312) 555-1001 from the set' }));
    expect(screen.getByText(T.noneChosen)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(NUMBER_MESSAGES.setNameTaken)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Sales (old)');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/number-sets'));
    expect(bodiesSent(fetchMock, 'PUT').at(-1)).toEqual({
      name: 'Sales (old)',
      description: 'Outbound sales',
      strategy: 'round-robin',
      phoneSids: [],
    });
  });

  it('a set that is not the account’s says so', async () => {
    stubFetch({
      [`GET /v3/number-sets/${SALES.numberSetId}`]: () =>
        fail(404, { code: 'not_found', message: 'Not found' }),
    });
    renderWithProviders(null, {
      session,
      routes: formRoutes,
      route: `/create-number-set?numberSetId=${SALES.numberSetId}`,
    });
    expect(await screen.findByText(T.notFound, { exact: false })).toBeInTheDocument();
  });
});
