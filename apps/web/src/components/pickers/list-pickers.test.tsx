import { screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_MAX_HEIGHT } from '@/components/multi-select/virtual-options';
import { PricingProvider } from '@/resources/pricing-rates';
import { UsersProvider } from '@/resources/users';
import { WebhooksProvider } from '@/resources/webhooks';
import { WorkgroupsProvider } from '@/resources/workgroups';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { json, ok, stubFetch, type TStubAnswer } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import type { TPickerCommonProps } from './picker-dropdown';
import { RatePicker } from './rate-picker';
import { UserPicker } from './user-picker';
import { WebhookPicker } from './webhook-picker';
import { WorkgroupPicker } from './workgroup-picker';

const me = makeSession();
const page = (...payload: unknown[]) =>
  json(200, { status: 'success', payload, error: [], page: { nextCursor: null, limit: 100 } });

const user = (n: number, names: { displayName?: string; firstName?: string; lastName?: string }) => ({
  clientId: `CL${String(n).repeat(32)}`,
  accountSid: me.accountId,
  username: `u${n}@acme.test`,
  displayName: '',
  firstName: '',
  lastName: '',
  roles: ['gi-agent'],
  status: 'active',
  ...names,
});
const hook = (n: number, enabled: boolean) => ({
  id: `WH${String(n).repeat(32)}`,
  name: `Hook ${n}`,
  url: `https://h${n}.example.com/in`,
  enabled,
  events: ['sms_inbound'],
  created: '2026-09-01T09:00:00.000Z',
  updated: '2026-09-01T09:00:00.000Z',
});

/** A picker in single mode whose value is shown beside it, the way a form holds it. */
function Single({
  render,
}: {
  render: (p: { value: string | null; onChange: (v: string | null) => void }) => ReactNode;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      {render({ value, onChange: setValue })}
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}
function Multiple({
  render,
}: {
  render: (p: { value: string[]; onChange: (v: string[]) => void }) => ReactNode;
}) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      {render({ value, onChange: setValue })}
      <output aria-label="value">{JSON.stringify(value)}</output>
    </>
  );
}

const held = () => JSON.parse(screen.getByRole('status', { name: 'value' }).textContent ?? 'null') as unknown;
const optionTexts = () => screen.getAllByRole('option').map((o) => o.textContent);
/** an answer that waits until the test lets it go, to see the loading state */
function later(answer: () => Response) {
  let release = () => {};
  const gate = new Promise<Response>((resolve) => (release = () => resolve(answer())));
  return { handler: (): TStubAnswer => gate, release: () => release() };
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(LIST_MAX_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});
afterEach(() => vi.unstubAllGlobals());

const common: TPickerCommonProps = {
  label: 'Pick',
  clearable: true,
  required: true,
  description: 'Some help.',
};

describe('UserPicker (doc 001 §2)', () => {
  it('is disabled while loading, then shows display name or first and last name plus username, client id under it; value clientId', async () => {
    const users = later(() =>
      page(
        user(1, { displayName: 'Olivia Owner' }),
        user(2, { firstName: 'Bo', lastName: 'Lee' }),
        user(3, {}),
      ),
    );
    stubFetch({ 'GET /v3/users': users.handler });
    const { user: u } = renderWithProviders(
      <UsersProvider>
        <Single render={(p) => <UserPicker {...common} label="Owner" {...p} />} />
      </UsersProvider>,
    );
    const field = screen.getByRole('combobox', { name: /Owner/ });
    expect(field).toBeDisabled();
    expect(field).toHaveTextContent('Loading…');
    users.release();
    await vi.waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveTextContent('Select...');
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).toHaveAccessibleDescription('Some help.');
    await u.click(field);
    expect(optionTexts()).toEqual([
      `Olivia Owner (u1@acme.test)CL${'1'.repeat(32)}`,
      `Bo Lee (u2@acme.test)CL${'2'.repeat(32)}`,
      `u3@acme.test${'CL'}${'3'.repeat(32)}`,
    ]);
    await expectNoAxeViolations(document.body, 'the user picker, open');
    await u.click(screen.getByRole('option', { name: /Bo Lee/ }));
    expect(held()).toBe(`CL${'2'.repeat(32)}`);
    expect(field).toHaveTextContent('Bo Lee (u2@acme.test)');
    await u.click(screen.getByRole('button', { name: 'Clear selection: Owner' }));
    expect(held()).toBeNull();
  });

  it('takes several users with multiple', async () => {
    stubFetch({
      'GET /v3/users': () => page(user(1, { displayName: 'Ann' }), user(2, { displayName: 'Bob' })),
    });
    const { user: u } = renderWithProviders(
      <UsersProvider>
        <Multiple render={(p) => <UserPicker label="Agents" multiple {...p} />} />
      </UsersProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Agents' });
    await vi.waitFor(() => expect(field).toBeEnabled());
    await u.click(field);
    await u.click(screen.getByRole('option', { name: /Ann/ }));
    await u.click(screen.getByRole('option', { name: /Bob/ }));
    expect(held()).toEqual([`CL${'1'.repeat(32)}`, `CL${'2'.repeat(32)}`]);
    expect(field).toHaveTextContent('Ann (u1@acme.test), Bob (u2@acme.test)');
  });
});

describe('WebhookPicker (doc 001 §2)', () => {
  it('offers enabled webhooks only, with name and url; value id', async () => {
    stubFetch({
      'GET /v3/webhooks': () => page(hook(1, true), hook(2, false), hook(3, true)),
      'GET /v3/webhooks/presets': () => ok(),
      'GET /v3/webhooks/connections': () => ok(),
    });
    const { user: u } = renderWithProviders(
      <WebhooksProvider>
        <Single render={(p) => <WebhookPicker label="Webhook" {...p} />} />
      </WebhooksProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Webhook' });
    await vi.waitFor(() => expect(field).toBeEnabled());
    await u.click(field);
    expect(optionTexts()).toEqual(['Hook 1https://h1.example.com/in', 'Hook 3https://h3.example.com/in']);
    await u.click(screen.getByRole('option', { name: /Hook 3/ }));
    expect(held()).toBe(`WH${'3'.repeat(32)}`);
  });
});

describe('WorkgroupPicker (doc 001 §2)', () => {
  it('offers workgroups with status true only, by description; value group name', async () => {
    stubFetch({
      'GET /v3/workgroups': () =>
        page(
          { groupName: 'sales', description: 'Sales team', status: true },
          { groupName: 'old', description: 'Retired', status: false },
          { groupName: 'support', description: 'Support desk', status: true },
        ),
    });
    const { user: u } = renderWithProviders(
      <WorkgroupsProvider>
        <Single render={(p) => <WorkgroupPicker label="Workgroup" {...p} />} />
      </WorkgroupsProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Workgroup' });
    await vi.waitFor(() => expect(field).toBeEnabled());
    await u.click(field);
    expect(optionTexts()).toEqual(['Sales teamsales', 'Support desksupport']);
    await u.click(screen.getByRole('option', { name: /Support desk/ }));
    expect(held()).toBe('support');
    expect(field).toHaveTextContent('Support desk');
  });
});

describe('RatePicker (doc 001 §9)', () => {
  const rates = () =>
    ok(
      { lookup: 'parley-zeta', rate: 3 },
      { lookup: 'alpha-rate', rate: 1.5 },
      { lookup: 'parley-global-sms', rate: 0.0075 },
      { lookup: 'default-us', rate: 10 },
    );

  it('puts default global entries first, then alphabetical, rates with 2 decimals', async () => {
    stubFetch({ 'GET /v3/pricing/rates': rates });
    const { user: u } = renderWithProviders(
      <PricingProvider>
        <Single render={(p) => <RatePicker label="Rate" {...p} />} />
      </PricingProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Rate' });
    await vi.waitFor(() => expect(field).toBeEnabled());
    await u.click(field);
    expect(optionTexts()).toEqual([
      'default-us$10.00',
      'parley-global-sms$0.01',
      'alpha-rate$1.50',
      'parley-zeta$3.00',
    ]);
    // without allowAdd, a lookup not in the list is only a search that finds nothing
    await u.type(screen.getByRole('textbox', { name: 'Search: Rate' }), 'brand-new');
    expect(screen.getByText('No results found')).toHaveAttribute('role', 'status');
  });

  it('with allowAdd, offers a lookup the list lacks as a new rate and keeps it', async () => {
    stubFetch({ 'GET /v3/pricing/rates': rates });
    const onAdd = vi.fn();
    const { user: u } = renderWithProviders(
      <PricingProvider>
        <Single render={(p) => <RatePicker label="Default US rate" allowAdd onAdd={onAdd} {...p} />} />
      </PricingProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Default US rate' });
    await vi.waitFor(() => expect(field).toBeEnabled());
    await u.click(field);
    const search = screen.getByRole('textbox', { name: 'Search: Default US rate' });
    await u.type(search, 'ALPHA-RATE');
    expect(optionTexts()).toEqual(['alpha-rate$1.50']);
    await u.clear(search);
    await u.type(search, 'us-special');
    expect(optionTexts()).toEqual(['Add rate "us-special"N/A']);
    await u.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith('us-special');
    expect(held()).toBe('us-special');
    await u.click(field);
    expect(screen.getByRole('option', { name: /^us-special/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('a price list that cannot be read leaves an empty picker (doc 001 §8)', async () => {
    stubFetch({ 'GET /v3/pricing/rates': () => json(500, { status: 'error', payload: [], error: [] }) });
    const { user: u } = renderWithProviders(
      <PricingProvider>
        <Single render={(p) => <RatePicker label="Rate" {...p} />} />
      </PricingProvider>,
    );
    const field = screen.getByRole('combobox', { name: 'Rate' });
    await vi.waitFor(() => expect(field).toBeEnabled());
    await u.click(field);
    expect(screen.getByText('No results found')).toHaveAttribute('role', 'status');
  });
});
