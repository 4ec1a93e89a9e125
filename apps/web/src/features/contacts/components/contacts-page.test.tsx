import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONTACT_ATTRIBUTES,
  MESSAGES,
  NANP_RULE_MESSAGES,
  OUR_MESSAGES,
  type TContact,
} from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { fail, json, listPage, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { findToast } from '@/testing/toasts';
import { ContactsPage } from './contacts-page';

const contact = (n: number, extData: Record<string, string> = {}, archived = false): TContact => ({
  contactId: `CT${String(n).repeat(32)}`,
  accountSid: `AC${'1'.repeat(32)}`,
  extData: {
    firstname: `First${n}`,
    lastname: `Last${n}`,
    phonenumber1: `+1312556010${n}`,
    email1: `person${n}@example.com`,
    city1: 'Chicago',
    ...extData,
  },
  archived,
  created: '2026-09-01T09:00:00.000Z',
  updated: '2026-09-01T09:00:00.000Z',
});
const ATTRIBUTES = [
  ...DEFAULT_CONTACT_ATTRIBUTES,
  { attribute: 'customersince', label: 'CustomerSince', type: 'date', custom: true },
  { attribute: 'vip', label: 'VIP', type: 'boolean', custom: true },
  { attribute: 'visits', label: 'Visits', type: 'number', custom: true },
];
const page = (items: unknown[]) => listPage(items, 50);
const found = (items: TContact[], extra: object = {}) =>
  json(200, {
    status: 'success',
    payload: items,
    error: [],
    total: items.length,
    notice: null,
    archivedMatches: [],
    ...extra,
  });

function stubApi(newest: unknown[], more: Record<string, TStubHandler | TStubHandler[]> = {}) {
  return stubFetch({
    'GET /v4/contacts': () => page(newest),
    'GET /v4/contact/attributes': () => ok(...ATTRIBUTES),
    ...more,
  });
}

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<ContactsPage />, { session: { session: makeSession({ roles }) } });
/** The debounce is 500 ms: a search appears after it. */
const slow = { timeout: 2000 };

afterEach(() => vi.unstubAllGlobals());

describe('the contacts page', () => {
  it('lists the newest contacts with name, phone number, email and city', async () => {
    stubApi([contact(1), contact(2, { firstname: '', lastname: '', email1: '' }, true)]);
    const { container } = render();
    const table = await screen.findByRole('table', { name: 'Newest contacts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('First1 Last1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('+13125560101')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('person1@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Chicago')).toBeInTheDocument();
    // no name: the number names it; archived says so
    expect(within(rows[1]!).getAllByText('+13125560102')).toHaveLength(2);
    expect(within(rows[1]!).getByText('Archived')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says No contacts exist when the account has none', async () => {
    stubApi([]);
    render();
    expect(await screen.findByText(MESSAGES.noContacts)).toBeInTheDocument();
  });

  it('searches by phone number from 5 characters, after the pause, as the picker asks', async () => {
    const fetchMock = stubApi([contact(1)], {
      'POST /v4/contact/search': ({ body }) => {
        const value = (body as { statements: Array<{ value: string }> }).statements[0]!.value;
        return found(value === '31255' ? [contact(3), contact(4)] : []);
      },
    });
    const { user } = render();
    const box = await screen.findByLabelText('Search by phone number');
    await user.type(box, '(312)');
    await new Promise((r) => setTimeout(r, 700));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.getByText(OUR_MESSAGES.contactSearchHint)).toBeInTheDocument();

    await user.type(box, ' 55');
    const table = await screen.findByRole('table', { name: 'Contacts found' }, slow);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 contacts with 31255 in the number.')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({
      from: 0,
      size: 10000,
      statements: [{ variable: 'phonenumber1', operation: 'contains', negated: false, value: '31255' }],
    });

    await user.type(box, '9');
    expect(await screen.findByText(MESSAGES.noResultsFound, {}, slow)).toBeInTheDocument();
  });

  it('shows the refusal past 5,000 matches', async () => {
    stubApi([contact(1)], {
      'POST /v4/contact/search': () => fail(400, { code: 'validation', message: MESSAGES.searchOver5000 }),
    });
    const { user } = render();
    await user.type(await screen.findByLabelText('Search by phone number'), '+1312');
    expect(await screen.findByText(MESSAGES.searchOver5000, {}, slow)).toBeInTheDocument();
  });

  it('points at an archived contact and unarchives it (doc 001 §8)', async () => {
    const archived = contact(5, {}, true);
    const fetchMock = stubApi([contact(1)], {
      'POST /v4/contact/search': [
        () => found([], { notice: MESSAGES.contactArchived, archivedMatches: [archived] }),
        () => found([{ ...archived, archived: false }]),
      ],
      'PUT /v4/contacts/CT55555555555555555555555555555555': () => ok({ ...archived, archived: false }),
    });
    const { user, container } = render();
    await user.type(await screen.findByLabelText('Search by phone number'), '+13125560105');
    expect(await screen.findByText(MESSAGES.contactArchived, {}, slow)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noResultsFound)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Unarchive contact First5 Last5' }));
    const put = await waitFor(() => {
      const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(call).toBeDefined();
      return call!;
    });
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ archived: false });
    expect(await screen.findByRole('table', { name: 'Contacts found' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.contactArchived)).not.toBeInTheDocument();
    // its own words, once
    expect(await findToast(MESSAGES.configSuccess)).toHaveTextContent(OUR_MESSAGES.contactUnarchived);
    expect(screen.queryByText('Contact saved')).not.toBeInTheDocument();
  });

  it('adds a contact: what is wrong is said at once before sending, each attribute in its own control', async () => {
    const created = contact(6);
    const fetchMock = stubApi([], {
      'POST /v4/contacts': [
        () =>
          fail(400, {
            code: 'validation',
            field: 'extData.visits',
            message: OUR_MESSAGES.contactValueNumber,
          }),
        () => ok(created),
      ],
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact' });
    const phone = within(dialog).getByLabelText(/^Phone number/);
    await user.type(within(dialog).getByLabelText('First name'), 'Dana');
    await user.type(phone, '555-0100');
    await user.type(within(dialog).getByLabelText('Email'), 'dana@');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await within(dialog).findByText(MESSAGES.e164Nanp)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.emailValid)).toBeInTheDocument();
    // E.164, but a 555 number: the rule is said, not the format
    await user.clear(phone);
    await user.type(phone, '+13125550100');
    expect(await within(dialog).findByText(NANP_RULE_MESSAGES.exchange555)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await expectNoAxeViolations(dialog);

    // a checkbox, a number, a date and several lines of notes, not text to type true or 42 into
    const vip = within(dialog).getByRole('checkbox', { name: 'VIP' });
    const visits = within(dialog).getByRole('textbox', { name: 'Visits' });
    expect(vip).not.toBeChecked();
    expect(within(dialog).getByLabelText('Notes').tagName).toBe('TEXTAREA');
    await user.clear(phone);
    await user.type(phone, '(312) 556-0106');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.click(vip);
    await user.type(visits, 'many3');
    expect(visits).toHaveValue('3');
    await user.type(within(dialog).getByRole('textbox', { name: 'CustomerSince' }), '05/01/2024');
    await user.type(within(dialog).getByLabelText('Notes'), 'Prefers texts.{Enter}Call after 5.');
    // the server's refusal still lands on its field
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(visits).toHaveAccessibleDescription(OUR_MESSAGES.contactValueNumber));
    expect(visits).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add contact' })).not.toBeInTheDocument(),
    );
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posts.at(-1)![1]!.body)).extData).toMatchObject({
      firstname: 'Dana',
      phonenumber1: '+13125560106',
      vip: 'true',
      visits: '3',
      customersince: '2024-05-01',
      notes: 'Prefers texts.\nCall after 5.',
    });
    expect(await findToast('Contact created')).toHaveTextContent('First6 Last6');
  });

  it('edits a contact with its values filled in, and deletes one after asking', async () => {
    const c = contact(7, { visits: '4', vip: 'true', customersince: '2023-02-14' });
    const fetchMock = stubApi([c], {
      'PUT /v4/contacts/CT77777777777777777777777777777777': () =>
        ok({ ...c, extData: { ...c.extData, city1: 'Evanston' } }),
      'DELETE /v4/contacts/CT77777777777777777777777777777777': () => ok(c),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit First7 Last7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    expect(within(dialog).getByLabelText(/^Phone number/)).toHaveValue('+13125560107');
    expect(within(dialog).getByRole('textbox', { name: 'Visits' })).toHaveValue('4');
    expect(within(dialog).getByRole('checkbox', { name: 'VIP' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'CustomerSince' })).toHaveValue('02/14/2023');
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Evanston');
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit contact' })).not.toBeInTheDocument(),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      extData: expect.objectContaining({
        city1: 'Evanston',
        visits: '4',
        vip: 'true',
        customersince: '2023-02-14',
        phonenumber1: '+13125560107',
      }),
    });
    expect(await findToast('Contact saved')).toHaveTextContent('First7 Last7');

    await user.click(screen.getByRole('button', { name: 'Delete First7 Last7' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete contact' });
    expect(within(confirm).getByText(/Delete the contact First7 Last7\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    expect(await findToast('Contact deleted')).toHaveTextContent('First7 Last7');
  });

  it('is read-only without contact-write', async () => {
    stubApi([contact(1)]);
    renderWithProviders(<ContactsPage />, {
      session: {
        session: makeSession({
          roles: ['custom'],
          privs: { 'contact-read-all': true, portal: true },
        }),
      },
    });
    expect(await screen.findByRole('table', { name: 'Newest contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
