import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLER_NAMES_PAGE_TEXTS as T, formatDateTime, type TCallerName } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { listPage, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { CallerNamesPage } from './caller-names-page';

const entry = (n: number, cnam: string, status: TCallerName['status'], reason: string | null = null) => ({
  phoneSid: `PN${String(n).repeat(32).slice(0, 32)}`,
  phoneNumber: `+1312555${1000 + n}`,
  cnam,
  status,
  reason,
  created: `2026-10-0${n}T09:00:00.000Z`,
});
const APPROVED = entry(1, 'ACME CORP', 'approved');
const REJECTED = entry(2, 'FREE $$$', 'rejected', 'Not a business name.');
const PENDING = entry(3, 'ACME SUPPORT', 'pending');

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<CallerNamesPage />, { session: { session: makeSession({ roles }) } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the CNAM page', { timeout: 20_000 }, () => {
  it('lists each caller name with its number, review status, the rejection’s reason and when it was asked for', async () => {
    stubFetch({ 'GET /v3/cnam': () => listPage([PENDING, REJECTED, APPROVED]) });
    const { container } = render();
    const table = await screen.findByRole('table', { name: T.tableLabel });
    const rejected = (await within(table).findByText('FREE $$$')).closest('tr')!;
    expect(within(rejected).getByText('+1 (312) 555-1002')).toBeInTheDocument();
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Not a business name.')).toBeInTheDocument();
    expect(within(rejected).getByText(formatDateTime(REJECTED.created))).toBeInTheDocument();
    expect(within(table).getByText('Pending review')).toBeInTheDocument();
    expect(within(table).getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Simulated network/ })).toBeInTheDocument();
    // read only: nothing to select or act on
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('asks the server for the newest first and filters by status', async () => {
    const fetchMock = stubFetch({
      'GET /v3/cnam': ({ url }) =>
        listPage(url.includes('status=rejected') ? [REJECTED] : [PENDING, REJECTED]),
    });
    const { user } = render();
    await screen.findByText('ACME SUPPORT');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('sort=-created');
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(screen.queryByText('ACME SUPPORT')).not.toBeInTheDocument());
    expect(screen.getByText('FREE $$$')).toBeInTheDocument();
  });

  it('says so when no caller name has been asked for', async () => {
    stubFetch({ 'GET /v3/cnam': () => listPage([]) });
    render();
    expect(await screen.findByText(T.emptyText)).toBeInTheDocument();
  });
});
