import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALLER_NAME_FORM_TEXTS as CN,
  NUMBER_MESSAGES,
  NUMBERS_PAGE_TEXTS as T,
  SIMULATED_NETWORK_TEXTS,
  numberCursorOf,
  type TNumber,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { catchDownload } from '@/testing/csv-download';
import { makeSession } from '@/testing/data';
import { bodiesSent, json, listPage, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { numberRow, numberSetRow } from '@/testing/numbers';
import { actOnRows } from '@/testing/table-actions';
import { renderWithProviders } from '@/testing/test-utils';
import { findToast } from '@/testing/toasts';
import { NumbersPage } from './numbers-page';

const SALES = numberSetRow(1, 'Sales');
const SUPPORT = numberSetRow(2, 'Support');
const inSales = { numberSetId: SALES.numberSetId, numberSetName: SALES.name };
const inSupport = { numberSetId: SUPPORT.numberSetId, numberSetName: SUPPORT.name };
const A = numberRow(1, {
  friendlyName: 'Front desk',
  numberSet: inSales,
  cnam: 'ACME CORP',
  cnamStatus: 'approved',
});
const B = numberRow(2, {
  status: 'pending',
  capabilities: { voiceEnabled: true, smsEnabled: true, mmsEnabled: true, mobile: false },
});
const TOLL_FREE = numberRow(3, {
  phoneNumber: '+18005550199',
  numberType: 2,
  state: '',
  locality: '',
  monthlyPrice: 2.15,
});
const TORONTO = numberRow(4, { phoneNumber: '+14165550123', state: 'ON', locality: 'Toronto' });
const REJECTED = numberRow(5, {
  cnam: 'FREE $$$',
  cnamStatus: 'rejected',
  cnamReason: 'Not a business name.',
});
const label = (n: TNumber) =>
  `+1 (${n.phoneNumber.slice(2, 5)}) ${n.phoneNumber.slice(5, 8)}-${n.phoneNumber.slice(8)}`;

function stubApi(list: TNumber[], more: Record<string, TStubHandler | TStubHandler[]> = {}) {
  return stubFetch({
    'GET /v3/numbers': () => listPage(list, 5000),
    'GET /v3/number-sets': () => listPage([SALES, SUPPORT]),
    ...more,
  });
}

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<NumbersPage />, { session: { session: makeSession({ roles }) } });

const urlsOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(path));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// many renders and clicks each: a busy machine (two cores, several runs) needs more than 5 s
describe('the numbers page', { timeout: 30_000 }, () => {
  it('shows each number’s type, place, capabilities, set, caller name, order status and price; says the network is simulated', async () => {
    stubApi([A, B, TOLL_FREE]);
    const { user, container } = render();
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const rowA = (await within(table).findByText(label(A))).closest('tr')!;
    for (const text of ['Front desk', 'Local', 'Chicago, IL', 'SMS, Voice', 'Sales', 'ACME CORP', 'Approved'])
      expect(within(rowA).getByText(text)).toBeInTheDocument();
    expect(within(rowA).getByText('$1.15')).toBeInTheDocument();
    const rowB = within(table).getByText(label(B)).closest('tr')!;
    expect(within(rowB).getByText('Ordering')).toBeInTheDocument();
    expect(within(rowB).getByText('SMS, MMS, Voice')).toBeInTheDocument();
    const rowTf = within(table).getByText(label(TOLL_FREE)).closest('tr')!;
    expect(within(rowTf).getByText('Toll-free')).toBeInTheDocument();
    expect(within(rowTf).getByText('$2.15')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: /^Simulated network/ }));
    expect(await screen.findByText(SIMULATED_NETWORK_TEXTS.explanation)).toBeInTheDocument();
  });

  it('asks the server for digits anywhere, numbers in no set and numbers without a caller name', async () => {
    const fetchMock = stubApi([A, B]);
    const { user } = render();
    await screen.findByText(label(A));
    await user.type(screen.getByRole('textbox', { name: T.searchLabel }), '(312) 555-1002');
    await waitFor(() => expect(urlsOf(fetchMock, 'contains=3125551002')).not.toHaveLength(0), {
      timeout: 3000,
    });
    await user.click(screen.getByRole('textbox', { name: 'Number set' }));
    await user.click(await screen.findByRole('option', { name: 'No set' }));
    await waitFor(() => expect(urlsOf(fetchMock, 'numberSetId=none')).not.toHaveLength(0));
    await user.click(screen.getByRole('textbox', { name: 'CNAM status' }));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    await waitFor(() => expect(urlsOf(fetchMock, 'cnamStatus=none')).not.toHaveLength(0));
  });

  it('moves the selected numbers to a set in one call', async () => {
    const fetchMock = stubApi([A, B], {
      'PATCH /v3/numbers': () =>
        ok(
          { ...A, numberSet: inSupport, numberSetId: SUPPORT.numberSetId },
          { ...B, numberSet: inSupport, numberSetId: SUPPORT.numberSetId },
        ),
    });
    const { user } = render();
    await actOnRows(user, [A.phoneNumber, B.phoneNumber], T.moveAction);
    const dialog = await screen.findByRole('dialog', { name: T.moveTitle });
    expect(dialog).toHaveTextContent('Move 2 numbers');
    await user.click(within(dialog).getByRole('textbox', { name: T.moveTo }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(within(dialog).getByRole('button', { name: T.moveSubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'PATCH')).toEqual([
      { ids: [A.phoneSid, B.phoneSid], changes: { numberSetId: SUPPORT.numberSetId } },
    ]);
    expect(await findToast('2 numbers moved')).toBeInTheDocument();
  });

  it('releases the selected numbers after a confirmation that says how many', async () => {
    const fetchMock = stubApi([A, B], { 'DELETE /v3/numbers': () => ok(A, B) });
    const { user } = render();
    await actOnRows(user, [A.phoneNumber, B.phoneNumber], 'Release');
    const dialog = await screen.findByRole('dialog', { name: 'Release numbers' });
    expect(dialog).toHaveTextContent('Release 2 numbers?');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'DELETE')).toEqual([{ ids: [A.phoneSid, B.phoneSid] }]);
    expect(await findToast('2 numbers released')).toBeInTheDocument();
  });

  it('edits a number in the drawer: its name, its set, remediation', async () => {
    const fetchMock = stubApi([A], {
      [`PUT /v3/numbers/${A.phoneSid}`]: ({ body }) => ok({ ...A, ...(body as object), numberSet: null }),
    });
    const { user, container } = render();
    await user.click(await screen.findByRole('button', { name: `Edit ${label(A)}` }));
    const drawer = await screen.findByRole('dialog', { name: T.editTitle });
    await expectNoAxeViolations(container.ownerDocument.body, 'the number drawer');
    const name = within(drawer).getByRole('textbox', { name: T.friendlyName });
    expect(name).toHaveValue('Front desk');
    await user.clear(name);
    await user.type(name, 'Reception');
    const set = within(drawer).getByRole('textbox', { name: T.numberSet });
    expect(set).toHaveValue('Sales');
    await user.click(set);
    await user.click(await screen.findByRole('option', { name: T.noSet }));
    await user.click(within(drawer).getByRole('switch', { name: T.remediation }));
    await user.click(within(drawer).getByRole('button', { name: T.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([
      { friendlyName: 'Reception', numberSetId: null, remediation: true },
    ]);
  });

  it('asks for a caller name with ZCallerNameInput’s rules, then shows it pending review', async () => {
    const fetchMock = stubApi([REJECTED], {
      [`PUT /v3/numbers/${REJECTED.phoneSid}/cnam`]: ({ body }) =>
        ok({ ...REJECTED, ...(body as object), cnamStatus: 'pending', cnamReason: null }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: `Edit ${label(REJECTED)}` }));
    const drawer = await screen.findByRole('dialog', { name: T.editTitle });
    expect(within(drawer).getByText('Rejected: Not a business name.')).toBeInTheDocument();
    const cnam = within(drawer).getByRole('textbox', { name: CN.label });
    const ask = within(drawer).getByRole('button', { name: CN.submit });
    await user.clear(cnam);
    await user.type(cnam, 'ACME SUPPORT LINE');
    await user.click(ask);
    expect(await within(drawer).findByText(NUMBER_MESSAGES.cnamTooLong)).toBeInTheDocument();
    await user.clear(cnam);
    await user.type(cnam, 'ACME 😀');
    await user.click(ask);
    expect(await within(drawer).findByText(NUMBER_MESSAGES.cnamCharacters)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([]);
    await user.clear(cnam);
    await user.type(cnam, 'ACME SUPPORT');
    await user.click(ask);
    expect(await within(drawer).findByText('Pending review')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PUT')).toEqual([{ cnam: 'ACME SUPPORT' }]);
    expect(within(drawer).queryByText('Rejected: Not a business name.')).not.toBeInTheDocument();
  });

  it.each([
    ['a toll-free number', TOLL_FREE, NUMBER_MESSAGES.cnamUsLocalOnly],
    ['a Canadian number', TORONTO, NUMBER_MESSAGES.cnamUsLocalOnly],
    ['a number still being ordered', B, NUMBER_MESSAGES.cnamWhilePending],
  ])('says why %s cannot have a caller name, and offers no field', async (_, item, why) => {
    stubApi([item]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: `Edit ${label(item)}` }));
    const drawer = await screen.findByRole('dialog', { name: T.editTitle });
    expect(within(drawer).getByText(why)).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox', { name: CN.label })).not.toBeInTheDocument();
  });

  it('exports every filtered number, following the cursor 5000 at a time', async () => {
    const fetchMock = stubApi([], {
      'GET /v3/numbers': ({ url }) => {
        const query = new URL(url, 'https://localhost').searchParams;
        if (query.get('limit') !== '5000') return listPage([A, B], 5000);
        return query.get('cursor')
          ? listPage([TOLL_FREE], 5000)
          : json(200, {
              status: 'success',
              payload: [A, B],
              error: [],
              page: { nextCursor: numberCursorOf(B.phoneNumber), limit: 5000 },
            });
      },
    });
    const downloaded = catchDownload();
    const { user } = render();
    await screen.findByText(label(A));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const { name, rows } = await downloaded();
    expect(name).toMatch(/^numbers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows[0]).toEqual([
      T.number,
      T.friendlyName,
      T.type,
      T.location,
      T.capabilities,
      T.numberSet,
      T.cnamStatus,
      T.status,
      T.monthlyPrice,
    ]);
    expect(rows.slice(1).filter((r) => r.length > 1)).toEqual([
      [
        A.phoneNumber,
        'Front desk',
        'Local',
        'Chicago, IL',
        'SMS, Voice',
        'Sales',
        'ACME CORP (Approved)',
        'Active',
        '$1.15',
      ],
      [B.phoneNumber, 'Line 2', 'Local', 'Chicago, IL', 'SMS, MMS, Voice', '', 'None', 'Ordering', '$1.15'],
      [TOLL_FREE.phoneNumber, 'Line 3', 'Toll-free', '', 'SMS, Voice', '', 'None', 'Active', '$2.15'],
    ]);
    expect(urlsOf(fetchMock, `cursor=${encodeURIComponent(numberCursorOf(B.phoneNumber))}`)).toHaveLength(1);
  });

  it('a caller without the number privilege sees the list but no drawer and no actions', async () => {
    stubApi([A]);
    render(['gi-agent']);
    await screen.findByText(label(A));
    expect(screen.queryByRole('button', { name: `Edit ${label(A)}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
