import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIST_MAX_HEIGHT } from '@/components/multi-select/virtual-options';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { fail, json, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { ToNumberPicker } from './to-number-picker';

const me = makeSession();
const contact = (n: number, phone: string, firstname = '', lastname = '') => ({
  contactId: `CO${String(n).repeat(32)}`,
  accountSid: me.accountId,
  extData: { phonenumber1: phone, firstname, lastname },
  archived: false,
  created: '2026-09-01T09:00:00.000Z',
  updated: '2026-09-01T09:00:00.000Z',
});
const page = (...payload: unknown[]) =>
  json(200, { status: 'success', payload, error: [], page: { nextCursor: null, limit: 1 } });
const found = (...payload: unknown[]) =>
  json(200, {
    status: 'success',
    payload,
    error: [],
    total: payload.length,
    notice: null,
    archivedMatches: [],
  });

const ALICE = contact(1, '+13125560100', 'Alice', 'Adams');
const BOB = contact(2, '+13125560199');

function Harness({ onNewContact }: { onNewContact?: (phone: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <ToNumberPicker label="To" value={value} onChange={setValue} onNewContact={onNewContact} />
      <p>value: {String(value)}</p>
    </>
  );
}

function setup(search: TStubHandler, any: TStubHandler = () => page(ALICE)) {
  const fetchMock = stubFetch({ 'GET /v4/contacts': any, 'POST /v4/contact/search': search });
  const rendered = renderWithProviders(<Harness onNewContact={onNewContact} />);
  return { ...rendered, fetchMock };
}
const onNewContact = vi.fn();
const field = () => screen.getByRole('combobox', { name: 'To' });
const searchBox = () => screen.getByRole('textbox', { name: 'Search: To' });
const searches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
/** the debounce is the real 500 ms: wait past it */
const settle = { timeout: 2000 };

beforeEach(() => {
  onNewContact.mockReset();
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(LIST_MAX_HEIGHT);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});
afterEach(() => vi.unstubAllGlobals());

describe('ToNumberPicker (doc 001 §2, §4, §5)', () => {
  it("says 'Select To Number', 'Type to search' below 5 characters, then searches once 500 ms after typing", async () => {
    const { user, fetchMock } = setup(() => found(ALICE, BOB));
    await vi.waitFor(() => expect(field()).toBeEnabled());
    expect(field()).toHaveTextContent('Select To Number');
    await user.click(field());
    expect(screen.getByText('Type to search')).toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the to-number picker before a search');
    await user.type(searchBox(), '3125');
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.getByText('Type to search')).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);
    await user.type(searchBox(), '56');
    await screen.findByRole('option', { name: /Alice Adams/ }, settle);
    // one search, for what was typed when the typing stopped
    expect(searches(fetchMock)).toEqual([
      {
        from: 0,
        size: 10000,
        statements: [{ variable: 'phonenumber1', operation: 'contains', negated: false, value: '312556' }],
      },
    ]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '+13125560100Alice Adams',
      '+13125560199',
    ]);
    await expectNoAxeViolations(document.body, 'the to-number picker with results');
    await user.click(screen.getByRole('option', { name: /Alice Adams/ }));
    expect(screen.getByText('value: +13125560100')).toBeInTheDocument();
    expect(field()).toHaveTextContent('+13125560100');
  });

  it("says 'No contacts exist' when the account has none", async () => {
    const { user } = setup(
      () => found(),
      () => page(),
    );
    await vi.waitFor(() => expect(field()).toBeEnabled());
    await user.click(field());
    expect(screen.getByText('No contacts exist')).toBeInTheDocument();
  });

  it('is disabled while it learns whether there are contacts', () => {
    setup(
      () => found(),
      () => new Promise(() => {}),
    );
    expect(field()).toBeDisabled();
  });

  it('refuses a number that matches no contact and is not valid, with the spec message', async () => {
    const { user } = setup(() => found());
    await vi.waitFor(() => expect(field()).toBeEnabled());
    await user.click(field());
    await user.type(searchBox(), '55501');
    expect(
      await screen.findByText(
        'Invalid Phone Number. Please use an E164 (+1xxxxxxxxxx) formatted number.',
        undefined,
        settle,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await expectNoAxeViolations(document.body, 'the refusal');
  });

  it.each([
    ['ten digits get +1', '(312) 556-0142'],
    ['eleven digits get +', '13125560142'],
  ])('offers a number no contact has as a new contact: %s', async (_, typed) => {
    const { user } = setup(() => found());
    await vi.waitFor(() => expect(field()).toBeEnabled());
    await user.click(field());
    await user.type(searchBox(), typed);
    const offer = await screen.findByRole('option', { name: /New contact: \+13125560142/ }, settle);
    expect(offer).toHaveTextContent('Not in your contacts yet');
    await user.keyboard('{Enter}');
    expect(onNewContact).toHaveBeenCalledWith('+13125560142');
    expect(screen.getByText('value: +13125560142')).toBeInTheDocument();
  });

  it("shows the search's refusal past 5,000 matches", async () => {
    const message =
      'Your search returned over 5,000 results. Please refine your search criteria and try again.';
    const { user } = setup(() => fail(400, { code: 'too_many_results', message }));
    await vi.waitFor(() => expect(field()).toBeEnabled());
    await user.click(field());
    await user.type(searchBox(), '31255');
    expect(await screen.findByText(message, undefined, settle)).toBeInTheDocument();
  });
});
