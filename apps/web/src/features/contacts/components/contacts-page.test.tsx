import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTACTS_PAGE_TEXTS as T,
  DEFAULT_CONTACT_ATTRIBUTES,
  TABLE_ACTION_TEXTS,
  MESSAGES,
  NANP_RULE_MESSAGES,
  OUR_MESSAGES,
  type TContact,
} from '@parley/domain';
import { newContactHref } from '@/config/add-links';
import { expectNoAxeViolations } from '@/testing/axe';
import { makeSession } from '@/testing/data';
import { fail, listPage, ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
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
const params = (url: string) => new URL(url, 'https://localhost').searchParams;

/** The list answers `newest` unsearched; a phone search is answered by `search` (none: nothing found). */
function stubApi(
  newest: unknown[],
  more: Record<string, TStubHandler | TStubHandler[]> = {},
  search: (p: URLSearchParams) => unknown[] = () => [],
) {
  return stubFetch({
    'GET /v4/contacts': ({ url }) => (params(url).has('phone') ? page(search(params(url))) : page(newest)),
    'GET /v4/contact/attributes': () => ok(...ATTRIBUTES),
    ...more,
  });
}
const phoneCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => params(String(url))).filter((p) => p.has('phone'));

const render = (roles = ['acct-owner']) =>
  renderWithProviders(<ContactsPage />, { session: { session: makeSession({ roles }) } });
/** The debounce is 500 ms: a search appears after it. */
const slow = { timeout: 2000 };
const TABLE = { name: T.tableLabel };

afterEach(() => vi.unstubAllGlobals());

describe('the contacts page', () => {
  it('lists the newest contacts with name, phone number, email and city', async () => {
    const fetchMock = stubApi([contact(1), contact(2, { firstname: '', lastname: '', email1: '' }, true)]);
    const { container } = render();
    const table = await screen.findByRole('table', TABLE);
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(2));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('First1 Last1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('+13125560101')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('person1@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Chicago')).toBeInTheDocument();
    // no name: the number names it; archived says so
    expect(within(rows[1]!).getAllByText('+13125560102')).toHaveLength(2);
    expect(within(rows[1]!).getByText('Archived')).toBeInTheDocument();
    // newest first, by the server
    expect(params(String(fetchMock.mock.calls[0]![0])).get('sort')).toBe('-created');
    await expectNoAxeViolations(container);
  });

  it('says No contacts exist when the account has none', async () => {
    stubApi([]);
    render();
    expect(await screen.findByText(MESSAGES.noContacts)).toBeInTheDocument();
  });

  it('searches by phone number from 5 characters, after the pause, on the list', async () => {
    const fetchMock = stubApi([contact(1)], {}, (p) =>
      p.get('phone') === '31255' ? [contact(3), contact(4)] : [],
    );
    const { user } = render();
    const box = await screen.findByLabelText(T.search);
    expect(box).toHaveAccessibleDescription(OUR_MESSAGES.contactSearchHint);
    await user.type(box, '(312)');
    await new Promise((r) => setTimeout(r, 700));
    expect(phoneCalls(fetchMock)).toHaveLength(0);

    await user.type(box, ' 55');
    const table = screen.getByRole('table', TABLE);
    await waitFor(() => expect(within(table).getByText('First3 Last3')).toBeInTheDocument(), slow);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(phoneCalls(fetchMock).map((p) => [p.get('phone'), p.get('archived')])).toEqual([
      ['31255', 'false'],
    ]);

    await user.type(box, '9');
    expect(await screen.findByText(MESSAGES.noResultsFound, {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.contactArchived)).not.toBeInTheDocument();
  });

  it('points at an archived contact and unarchives it (doc 001 §8)', async () => {
    const archived = contact(5, {}, true);
    let unarchived = false;
    const fetchMock = stubApi(
      [contact(1)],
      {
        'PUT /v4/contacts/CT55555555555555555555555555555555': () => {
          unarchived = true;
          return ok({ ...archived, archived: false });
        },
      },
      (p) => {
        if (unarchived) return p.get('archived') === 'false' ? [{ ...archived, archived: false }] : [];
        return p.get('archived') === 'true' ? [archived] : [];
      },
    );
    const { user, container } = render();
    await user.type(await screen.findByLabelText(T.search), '+13125560105');
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
    const table = screen.getByRole('table', TABLE);
    expect(await within(table).findByText('First5 Last5')).toBeInTheDocument();
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

  it('deletes the selected contacts in one call, after asking', async () => {
    const fetchMock = stubApi([contact(1), contact(2)], {
      'DELETE /v4/contacts': () => ok(contact(1), contact(2)),
    });
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select First1 Last1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select First2 Last2' }));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: TABLE_ACTION_TEXTS.delete }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete contacts' });
    expect(within(confirm).getByText(/Delete 2 contacts\?/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const call = await waitFor(() => {
      const found = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
      expect(found).toBeDefined();
      return found!;
    });
    expect(JSON.parse(String(call[1]!.body))).toEqual({ ids: [contact(1).contactId, contact(2).contactId] });
  });

  it('opens Add with the number the address hands it (the inbox’s Create contact), then leaves the address', async () => {
    const created = contact(8);
    const fetchMock = stubApi([], { 'POST /v4/contacts': () => ok(created) });
    const { user, router } = renderWithProviders(<ContactsPage />, {
      route: newContactHref('+13125560108'),
      session: { session: makeSession({ roles: ['acct-owner'] }) },
    });
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    const phone = await within(dialog).findByLabelText(/^Phone number/);
    expect(phone).toHaveValue('+13125560108');
    await user.type(within(dialog).getByLabelText('First name'), 'Eve');
    await user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.addTitle })).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body)).extData).toMatchObject({
      firstname: 'Eve',
      phonenumber1: '+13125560108',
    });
    // saved: a reload or Back does not ask for it again
    expect(router.state.location.search).toBe('');
    expect(await findToast('Contact created')).toHaveTextContent('First8 Last8');
  });

  it('leaves the address’s Add closed for those who may not add contacts, and Cancel takes it out of the address', async () => {
    stubApi([contact(1)]);
    const reader = makeSession({ roles: ['custom'], privs: { 'contact-read-all': true, portal: true } });
    const first = renderWithProviders(<ContactsPage />, {
      route: newContactHref('+13125560108'),
      session: { session: reader },
    });
    expect(
      await within(await screen.findByRole('table', TABLE)).findByText('First1 Last1'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    const { user, router } = renderWithProviders(<ContactsPage />, {
      route: `${newContactHref('+13125560108')}&q=kept`,
      session: { session: makeSession({ roles: ['acct-owner'] }) },
    });
    const dialog = await screen.findByRole('dialog', { name: T.addTitle });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.addTitle })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?q=kept');
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
    const table = await screen.findByRole('table', TABLE);
    expect(await within(table).findByText('First1 Last1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
  });
});
