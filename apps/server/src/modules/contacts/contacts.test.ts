import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, NANP_RULE_MESSAGES, OUR_MESSAGES, isE164, type TContact } from '@parley/domain';
import { auditLog, contacts } from '../../db/schema/index';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';

const app = appWithSignIns({
  owner: 'owner@acme.test',
  supervisor: 'supervisor@acme.test',
  agent: 'agent@acme.test',
  globex: GLOBEX.owner,
});
const { get, send, as } = app;
const acmeRows = () => app.t.database.db.select().from(contacts).where(eq(contacts.accountSid, ACME));
const firstContact = async (): Promise<TContact> => (await get('/v4/contacts?limit=1')).json().payload[0];
const valid = {
  extData: { phonenumber1: '+13125560177', firstname: 'Dana', lastname: 'Reyes', city1: 'Chicago' },
};

describe('contacts', () => {
  it('lists Acme’s demo contacts newest first, in pages, with E.164 numbers and a few archived', async () => {
    const seen: TContact[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/v4/contacts?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().payload);
      cursor = res.json().page.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThanOrEqual(300);
    const created = seen.map((c) => c.created);
    expect(created).toEqual(created.toSorted().reverse());
    for (const c of seen) {
      expect(c.accountSid).toBe(ACME);
      expect(isE164(c.extData.phonenumber1!), c.extData.phonenumber1).toBe(true);
      expect(c.extData.firstname).toBeTruthy();
    }
    expect(new Set(seen.map((c) => c.extData.phonenumber1)).size).toBe(seen.length);
    const archived = (await get('/v4/contacts?archived=true')).json().payload;
    expect(archived.length).toBe(6);
    const found = (await get(`/v4/contacts?q=${encodeURIComponent(seen[0]!.extData.lastname!)}`)).json()
      .payload;
    expect(found.map((c: TContact) => c.contactId)).toContain(seen[0]!.contactId);
  });

  it('creates, changes and deletes a contact, each audited; the server keeps the created date', async () => {
    const res = await send('POST', '/v4/contacts', {
      extData: { ...valid.extData, phonenumber1: '(312) 556-0177', email1: '', created: '1999-01-01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const contact: TContact = res.json().payload[0];
    expect(contact.contactId).toMatch(/^CT[0-9a-f]{32}$/);
    expect(contact.extData).toEqual({ ...valid.extData, created: contact.created });
    const changed = await send('PUT', `/v4/contacts/${contact.contactId}`, {
      extData: { phonenumber1: '+13125560178', lastname: 'Reyes-Ortiz', vip: 'true', visits: '3' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload[0].extData).toEqual({
      phonenumber1: '+13125560178',
      lastname: 'Reyes-Ortiz',
      vip: 'true',
      visits: '3',
      created: contact.created,
    });
    expect((await send('DELETE', `/v4/contacts/${contact.contactId}`)).statusCode).toBe(200);
    expect((await get(`/v4/contacts/${contact.contactId}`)).statusCode).toBe(404);
    const audit = await app.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, contact.contactId));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'contacts.create',
      'contacts.delete',
      'contacts.update',
    ]);
  });

  const BAD: Array<[string, Record<string, string>, string, string]> = [
    ['no phone number', { phonenumber1: '' }, 'extData.phonenumber1', MESSAGES.e164Nanp],
    // E.164, refused by the North American rule: said as that rule, not as a format
    [
      'a 555 exchange',
      { phonenumber1: '+13125550100' },
      'extData.phonenumber1',
      NANP_RULE_MESSAGES.exchange555,
    ],
    ['a short number', { phonenumber1: '556-0100' }, 'extData.phonenumber1', MESSAGES.e164Nanp],
    ['a bad email', { email1: 'dana@' }, 'extData.email1', MESSAGES.emailValid],
    [
      'an attribute Acme does not have',
      { shoesize: '9' },
      'extData.shoesize',
      OUR_MESSAGES.contactAttributeUnknown,
    ],
    ['text in a number field', { visits: 'many' }, 'extData.visits', OUR_MESSAGES.contactValueNumber],
    ['a boolean that is not one', { vip: 'yes' }, 'extData.vip', OUR_MESSAGES.contactValueBoolean],
    [
      'a date that is not one',
      { customersince: '03/01/2025' },
      'extData.customersince',
      OUR_MESSAGES.contactValueDate,
    ],
    ['a value too long', { notes: 'n'.repeat(1001) }, 'extData.notes', OUR_MESSAGES.contactValueTooLong],
    ['a NUL', { notes: 'a\u0000b' }, 'extData.notes', OUR_MESSAGES.unstorableText],
  ];

  it.each(BAD)(
    'refuses %s on create and change with the form’s message, writing nothing',
    async (_w, change, field, message) => {
      const before = await acmeRows();
      const { contactId } = await firstContact();
      for (const res of [
        await send('POST', '/v4/contacts', { extData: { ...valid.extData, ...change } }),
        await send('PUT', `/v4/contacts/${contactId}`, { extData: { ...valid.extData, ...change } }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toContainEqual({ code: 'validation', field, message });
      }
      expect(await acmeRows()).toEqual(before);
    },
  );

  it('refuses an account or an id in the body', async () => {
    expect((await send('POST', '/v4/contacts', { ...valid, accountSid: GLOBEX.accountSid })).statusCode).toBe(
      400,
    );
    expect(
      (await send('POST', '/v4/contacts', { ...valid, contactId: `CT${'0'.repeat(32)}` })).statusCode,
    ).toBe(400);
  });

  // the item routes' tenancy is the generated suites' (test/resources.test.ts); the search is ours
  it('never finds Acme’s contact for Globex by its phone number', async () => {
    const { extData } = await firstContact();
    const search = await send(
      'POST',
      '/v4/contact/search',
      phone('equals', extData.phonenumber1!),
      as.globex,
    );
    expect(search.json().payload).toEqual([]);
  });

  it('lets a supervisor change contacts (contact-write); an agent cannot read them', async () => {
    const res = await send(
      'POST',
      '/v4/contacts',
      { extData: { phonenumber1: '+13125560166' } },
      as.supervisor,
    );
    expect(res.statusCode).toBe(200);
    expect((await get('/v4/contacts', as.agent)).statusCode).toBe(403);
    expect((await send('POST', '/v4/contact/search', phone('contains', '312'), as.agent)).statusCode).toBe(
      403,
    );
    expect((await get('/v4/contact/datatype', as.agent)).statusCode).toBe(403);
  });
});

function phone(operation: string, value: string, negated = false) {
  return { from: 0, size: 10000, statements: [{ variable: 'phonenumber1', operation, negated, value }] };
}
const search = (body: object, headers = as.owner) => send('POST', '/v4/contact/search', body, headers);

describe('GET /v4/contacts?phone= (the page’s phone search on the list)', () => {
  it('finds the contacts whose number contains the digits typed, archived or not unless asked, in the list’s pages', async () => {
    const { extData } = await firstContact();
    const fragment = extData.phonenumber1!.slice(4, 9);
    const typed = `(${fragment.slice(0, 3)}) ${fragment.slice(3)}`;
    const found = await get(`/v4/contacts?limit=500&archived=false&phone=${encodeURIComponent(typed)}`);
    expect(found.statusCode, found.body).toBe(200);
    const items: TContact[] = found.json().payload;
    expect(items.length).toBeGreaterThan(0);
    for (const c of items) {
      expect(c.extData.phonenumber1).toContain(fragment);
      expect(c.archived).toBe(false);
    }
    // the same contacts the pickers' search finds
    const searched = (await search(phone('contains', fragment))).json();
    expect(items.map((c) => c.contactId).toSorted()).toEqual(
      searched.payload.map((c: TContact) => c.contactId).toSorted(),
    );
    // LIKE's own characters are text, not patterns
    expect((await get('/v4/contacts?phone=%25')).json().payload).toEqual([]);
    // Globex never finds Acme's contact by its number
    const foreign = await get(`/v4/contacts?phone=${encodeURIComponent(extData.phonenumber1!)}`, as.globex);
    expect(foreign.json().payload).toEqual([]);
  });
});

describe('POST /v4/contact/search (doc 001 §7)', () => {
  it('finds contacts by a phone number fragment, as the picker asks', async () => {
    const { extData } = await firstContact();
    const fragment = extData.phonenumber1!.slice(4, 9);
    const res = await search(phone('contains', fragment));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.payload.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.payload.length);
    for (const c of body.payload) {
      expect(c.extData.phonenumber1).toContain(fragment);
      expect(c.archived).toBe(false);
    }
    expect(body).toMatchObject({ status: 'success', notice: null, archivedMatches: [] });
  });

  it('reads a typed fragment as digits, and pages with from and size', async () => {
    const all = (await search(phone('contains', '312'))).json();
    expect(all.total).toBeGreaterThan(3);
    const spaced = (await search(phone('contains', ' (312)'))).json();
    expect(spaced.total).toBe(all.total);
    const second = (await search({ ...phone('contains', '312'), from: 2, size: 2 })).json();
    expect(second.payload.map((c: TContact) => c.contactId)).toEqual(
      all.payload.slice(2, 4).map((c: TContact) => c.contactId),
    );
    expect(second.total).toBe(all.total);
    const past = (await search({ ...phone('contains', '312'), from: 9000, size: 2 })).json();
    expect(past).toMatchObject({ payload: [], total: all.total });
  });

  it('combines statements: names, negation, numbers, dates and booleans', async () => {
    const st = (variable: string, operation: string, value = '', negated = false) => ({
      variable,
      operation,
      value,
      negated,
    });
    const run = async (...statements: object[]) => {
      const res = await search({ statements });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payload as TContact[];
    };
    const chicago = await run(st('city1', 'equals', 'chicago'));
    expect(chicago.length).toBeGreaterThan(0);
    for (const c of chicago) expect(c.extData.city1).toBe('Chicago');
    const notChicago = await run(st('city1', 'equals', 'Chicago', true), st('state1', 'equals', 'IL'));
    for (const c of notChicago) expect(c.extData.city1).not.toBe('Chicago');
    for (const c of await run(st('visits', 'greaterThan', '35')))
      expect(Number(c.extData.visits)).toBeGreaterThan(35);
    for (const c of await run(st('customersince', 'lessThan', '2025-01-01')))
      expect(c.extData.customersince! < '2025-01-01').toBe(true);
    const vips = await run(st('vip', 'equals', 'true'));
    expect(vips.length).toBeGreaterThan(0);
    for (const c of vips) expect(c.extData.vip).toBe('true');
    const others = await run(st('vip', 'equals', 'true', true));
    expect(others.length).toBeGreaterThan(vips.length);
    for (const c of await run(st('email1', 'exists', '', true))) expect(c.extData.email1 ?? '').toBe('');
    for (const c of await run(st('lastname', 'startsWith', 'sm'))) expect(c.extData.lastname).toMatch(/^Sm/);
  });

  it('refuses a boolean searched with anything but equals, with the spec’s message', async () => {
    const res = await search({ statements: [{ variable: 'vip', operation: 'contains', value: 'tr' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([
      { code: 'validation', field: 'statements.0.operation', message: MESSAGES.booleanSearch },
    ]);
  });

  it('refuses an attribute the account does not have, and a value of the wrong kind', async () => {
    const unknown = await search({ statements: [{ variable: 'shoesize', operation: 'equals', value: '9' }] });
    expect(unknown.json().error[0]).toMatchObject({
      field: 'statements.0.variable',
      message: OUR_MESSAGES.contactAttributeUnknown,
    });
    // Globex has no custom fields: Acme's vip is no attribute of theirs
    const theirs = await search(
      { statements: [{ variable: 'vip', operation: 'equals', value: 'true' }] },
      as.globex,
    );
    expect(theirs.statusCode).toBe(400);
    const wrong = await search({
      statements: [{ variable: 'visits', operation: 'greaterThan', value: 'ten' }],
    });
    expect(wrong.json().error[0]).toMatchObject({
      field: 'statements.0.value',
      message: OUR_MESSAGES.contactValueNumber,
    });
  });

  it('says the cap when size is past 10000, and refuses unknown operations and keys', async () => {
    const res = await search({ ...phone('contains', '312'), size: 10001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual([
      { code: 'validation', field: 'size', message: 'The size is at most 10000.' },
    ]);
    expect((await search({ ...phone('contains', '312'), size: 10000 })).statusCode).toBe(200);
    expect((await search(phone('like', '312'))).statusCode).toBe(400);
    expect((await search({ ...phone('contains', '312'), sort: 'x' })).statusCode).toBe(400);
  });

  it('points at an archived contact when only an archived one matches (doc 001 §8)', async () => {
    const [archived] = (await get('/v4/contacts?archived=true&limit=1')).json().payload as TContact[];
    const res = await search(phone('equals', archived!.extData.phonenumber1!));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payload).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.notice).toBe(MESSAGES.contactArchived);
    expect(body.archivedMatches.map((c: TContact) => c.contactId)).toEqual([archived!.contactId]);
    // unarchived, the same search finds it and the hint goes
    const again = await send('PUT', `/v4/contacts/${archived!.contactId}`, {
      extData: archived!.extData,
      archived: false,
    });
    expect(again.json().payload[0].archived).toBe(false);
    const found = (await search(phone('equals', archived!.extData.phonenumber1!))).json();
    expect(found.payload.map((c: TContact) => c.contactId)).toEqual([archived!.contactId]);
    expect(found.notice).toBeNull();
    // nothing at all matches: no hint
    expect((await search(phone('equals', '+19995550100'))).json()).toMatchObject({
      notice: null,
      archivedMatches: [],
    });
  });
});

describe('contact attributes and types', () => {
  it('GET /v4/contact/datatype: the first item’s contactDataType maps each attribute to its type', async () => {
    const res = await get('/v4/contact/datatype');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload[0].contactDataType).toEqual({
      city1: 'string',
      country1: 'string',
      created: 'date',
      email1: 'string',
      externalcontactid1: 'string',
      firstname: 'string',
      lastname: 'string',
      notes: 'string',
      phonenumber1: 'string',
      state1: 'string',
      zip1: 'string',
      address1: 'string',
      customersince: 'date',
      tier: 'string',
      vip: 'boolean',
      visits: 'number',
    });
  });

  it('GET /v4/contact/attributes follows the account’s custom_fields entry', async () => {
    const before = (await get('/v4/contact/attributes')).json().payload;
    expect(before.slice(-4).map((a: { label: string }) => a.label)).toEqual([
      'CustomerSince',
      'Tier',
      'VIP',
      'Visits',
    ]);
    const put = await app.t.app.inject({
      method: 'PUT',
      url: '/v3/accounts/config',
      headers: as.globex,
      payload: [
        {
          accountSid: GLOBEX.accountSid,
          key: 'custom_fields',
          value: '[{"name":"Zone"},{"name":"Badge No"}]',
        },
      ],
    });
    expect(put.statusCode).toBe(200);
    const theirs = (await get('/v4/contact/attributes', as.globex)).json().payload;
    expect(theirs.slice(-2)).toEqual([
      { attribute: 'badge no', label: 'Badge No', type: 'string', custom: true },
      { attribute: 'zone', label: 'Zone', type: 'string', custom: true },
    ]);
    const ok = await send(
      'POST',
      '/v4/contacts',
      { extData: { phonenumber1: '+13125560155', 'badge no': '42' } },
      as.globex,
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
