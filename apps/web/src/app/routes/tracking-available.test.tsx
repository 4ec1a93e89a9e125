import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PURCHASE_PAGE_TEXTS as T, type TAvailableNumber } from '@parley/domain';
import { PurchasePage } from '@/features/numbers/components/purchase-page';
import { makeSession } from '@/testing/data';
import { ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { Component as TrackingRedirect } from './tracking-available';

const ONE: TAvailableNumber = {
  phoneNumber: '+13125550142',
  numberType: 1,
  region: 'IL',
  locality: 'Chicago',
  capabilities: { voiceEnabled: true, smsEnabled: true, mmsEnabled: false, mobile: false },
  monthlyPrice: 1.15,
};
const session = { session: makeSession({ roles: ['acct-owner'] }) };
const availableUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'https://localhost'))
    .filter((u) => u.pathname === '/v3/numbers/available');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/tracking/number/available', { timeout: 20_000 }, () => {
  it('lands on /purchase-numbers with local numbers that take calls searched for', async () => {
    const fetchMock = stubFetch({ 'GET /v3/numbers/available': () => ok(ONE) });
    const { router } = renderWithProviders(null, {
      session,
      route: '/tracking/number/available',
      routes: [
        { path: '/tracking/number/available', element: <TrackingRedirect /> },
        { path: '/purchase-numbers', element: <PurchasePage /> },
      ],
    });
    expect(await screen.findByText('+1 (312) 555-0142', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchase-numbers');
    expect(screen.getByText(T.trackingNote)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Voice' })).toBeChecked();
    expect(Object.fromEntries(availableUrls(fetchMock)[0]!.searchParams)).toMatchObject({
      type: 'local',
      capabilities: 'voice',
    });
  });
});
