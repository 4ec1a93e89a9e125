import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import {
  MESSAGES,
  NUMBER_LIST_PAGE_SIZE,
  NUMBER_MESSAGES,
  OUR_MESSAGES,
  fillText,
  listLimitMessage,
  numberCursorOf,
} from '@parley/domain';
import { phoneNumbers } from '../../db/schema/index';
import { DEMO_PENDING_CALLER_NAME } from '../../db/seeds-platform/numbers';
import { ACME, GLOBEX, appWithSignIns } from '../../../test/helpers';
import { until } from '../../../test/until';

// What the generated suites do not know: the network's inventory and the price, buying (and two
// buyers at once), release and its quarantine, the order and review jobs, caller names, sets.
const app = appWithSignIns({
  owner: 'owner@acme.test',
  supervisor: 'supervisor@acme.test',
  ycc: 'ycc@acme.test',
  globex: GLOBEX.owner,
});
const { get, send, as } = app;
type TListed = {
  phoneSid: string;
  phoneNumber: string;
  numberType: number;
  status: string;
  cnam: string | null;
  cnamStatus: string | null;
  cnamReason: string | null;
  numberSet: { numberSetId: string; numberSetName: string } | null;
  capabilities: { smsEnabled: boolean; mmsEnabled: boolean; voiceEnabled: boolean };
  monthlyPrice: number;
  state: string;
  locality: string;
};
type TOffer = {
  phoneNumber: string;
  numberType: number;
  region: string;
  locality: string;
  monthlyPrice: number;
};
const list = async (query = '', headers = as.owner) =>
  (await get(`/v3/numbers${query}`, headers)).json().payload as TListed[];
const available = async (query: string) => {
  const res = await get(`/v3/numbers/available?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as TOffer[];
};
/** What a purchase changes: which numbers Acme holds (a demo caller name's review, a job, may
 * change a row's CNAM status meanwhile). */
const acmeHoldings = () =>
  app.t.database.db
    .select({
      id: phoneNumbers.id,
      phoneNumber: phoneNumbers.phoneNumber,
      releasedAt: phoneNumbers.releasedAt,
    })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.accountSid, ACME))
    .orderBy(phoneNumbers.id);

describe('numbers', () => {
  it('lists Acme’s demo numbers by phone number, local and toll-free, some in sets, with caller names', async () => {
    const items = await list();
    expect(items.length).toBeGreaterThanOrEqual(35);
    const numbers = items.map((n) => n.phoneNumber);
    expect(numbers).toEqual(numbers.toSorted());
    expect(new Set(items.map((n) => n.numberType))).toEqual(new Set([1, 2]));
    expect(items.filter((n) => n.numberSet).length).toBeGreaterThanOrEqual(8);
    expect(items.filter((n) => n.cnam).length).toBeGreaterThanOrEqual(3);
    for (const n of items) expect(n.phoneNumber).toMatch(/^\+1[2-9]\d{2}[2-9]\d{6}$/);
    // another account's list holds none of them
    const theirs = await list('', as.globex);
    expect(theirs.length).toBe(2);
    for (const n of theirs) expect(numbers).not.toContain(n.phoneNumber);
  });

  it('the demo’s caller names end in each state: approved, rejected with its reason, one still in review', async () => {
    type TEntry = { cnam: string; status: string; reason?: string | null };
    const entries = async () => (await get('/v3/cnam')).json().payload as TEntry[];
    // the review jobs run a few seconds after the demo asked
    await app.t.app.jobs.start();
    await until(async () => (await entries()).filter((e) => e.status !== 'pending').length >= 3, 30_000);
    const byName = new Map((await entries()).map((e) => [e.cnam, e]));
    expect(byName.get('ACME COMMS')?.status).toBe('approved');
    expect(byName.get('ACME BANK')).toMatchObject({ status: 'rejected' });
    expect(byName.get('ACME BANK')?.reason).toBeTruthy();
    expect(byName.get(DEMO_PENDING_CALLER_NAME)?.status).toBe('pending');
  });

  it('pages by the base64 of the last phone number (doc 001 §7), 5000 a page at most', async () => {
    const all = await list();
    const first = await get('/v3/numbers?limit=10');
    expect(first.json().payload).toHaveLength(10);
    const last = first.json().payload[9].phoneNumber;
    expect(first.json().page.nextCursor).toBe(numberCursorOf(last));
    const second = (
      await get(`/v3/numbers?limit=10&cursor=${encodeURIComponent(numberCursorOf(last))}`)
    ).json();
    expect(second.payload.map((n: TListed) => n.phoneNumber)).toEqual(
      all.slice(10, 20).map((n) => n.phoneNumber),
    );
    const over = await get(`/v3/numbers?limit=${NUMBER_LIST_PAGE_SIZE + 1}`);
    expect(over.statusCode).toBe(400);
    expect(over.json().error[0]).toMatchObject({
      field: 'limit',
      message: listLimitMessage(NUMBER_LIST_PAGE_SIZE),
    });
    for (const cursor of ['bm9wZQ==', 'not base64', btoa('+15551234567')]) {
      const bad = await get(`/v3/numbers?cursor=${encodeURIComponent(cursor)}`);
      expect(bad.statusCode, cursor).toBe(400);
      expect(bad.json().error[0]).toMatchObject({ field: 'cursor', message: OUR_MESSAGES.badCursor });
    }
  });

  it('filters on digits, type, capability, number set and CNAM status', async () => {
    const all = await list();
    const tollFree = await list('?type=toll-free');
    expect(tollFree.length).toBeGreaterThan(0);
    expect(tollFree.every((n) => n.numberType === 2)).toBe(true);
    expect((await list('?contains=312')).every((n) => n.phoneNumber.slice(2).includes('312'))).toBe(true);
    expect((await list('?capability=mms')).every((n) => n.capabilities.mmsEnabled)).toBe(true);
    const inSet = all.find((n) => n.numberSet)!;
    const set = await list(`?numberSetId=${inSet.numberSet!.numberSetId}`);
    expect(set.every((n) => n.numberSet?.numberSetId === inSet.numberSet!.numberSetId)).toBe(true);
    expect((await list('?numberSetId=none')).every((n) => n.numberSet === null)).toBe(true);
    expect((await list('?cnamStatus=none')).every((n) => n.cnamStatus === null)).toBe(true);
    expect((await get('/v3/numbers?contains=31a')).statusCode).toBe(400);
    expect((await get('/v3/numbers?capability=fax')).statusCode).toBe(400);
  });

  it('searches the network: local by area code and digits, toll-free, with the monthly price; never a held number', async () => {
    const chicago = await available('areaCode=312&limit=30');
    expect(chicago.length).toBe(30);
    for (const n of chicago) {
      expect(n.phoneNumber).toMatch(/^\+1312[2-9]\d{6}$/);
      expect(n).toMatchObject({ numberType: 1, region: 'IL' });
      expect(n.monthlyPrice).toBeGreaterThan(0);
    }
    const held = new Set((await list()).map((n) => n.phoneNumber));
    for (const n of chicago) expect(held.has(n.phoneNumber)).toBe(false);
    const digits = await available('contains=4242&limit=10');
    for (const n of digits) expect(n.phoneNumber.slice(2)).toContain('4242');
    const tollFree = await available('type=toll-free&limit=5');
    for (const n of tollFree) expect(n.phoneNumber).toMatch(/^\+1(800|833|844|855|866|877|888)/);
  });

  it.each([
    ['areaCode=123', NUMBER_MESSAGES.areaCode],
    ['areaCode=31', NUMBER_MESSAGES.areaCode],
    ['contains=12a', NUMBER_MESSAGES.contains],
    ['limit=101', NUMBER_MESSAGES.searchLimit],
    ['capabilities=sms,fax', NUMBER_MESSAGES.capabilities],
  ])('refuses the search %s with its message', async (query, message) => {
    const res = await get(`/v3/numbers/available?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].message).toBe(message);
  });

  it('buys a number: the account’s at once, ordering, then active when the order job has run', async () => {
    const [offer] = await available('areaCode=773&limit=1');
    const res = await send('POST', '/v3/numbers', {
      phoneNumber: offer!.phoneNumber,
      friendlyName: 'Warehouse',
    });
    expect(res.statusCode, res.body).toBe(200);
    const bought = res.json().payload[0] as TListed;
    expect(bought).toMatchObject({
      phoneNumber: offer!.phoneNumber,
      status: 'pending',
      monthlyPrice: offer!.monthlyPrice,
    });
    expect((await list()).map((n) => n.phoneNumber)).toContain(offer!.phoneNumber);
    expect((await available('areaCode=773&limit=100')).map((n) => n.phoneNumber)).not.toContain(
      offer!.phoneNumber,
    );
    await app.t.app.jobs.start();
    await until(
      async () => (await get(`/v3/numbers/${bought.phoneSid}`)).json().payload[0].status === 'active',
    );
  });

  it('refuses a number another account holds, one not offered, a malformed one; two buyers at once: one wins', async () => {
    const [theirs] = await list('', as.globex);
    const before = await acmeHoldings();
    const held = await send('POST', '/v3/numbers', { phoneNumber: theirs!.phoneNumber });
    expect(held.statusCode).toBe(409);
    expect(held.json().error[0]).toMatchObject({
      field: 'phoneNumber',
      message: NUMBER_MESSAGES.alreadyHeld,
    });
    const bad = await send('POST', '/v3/numbers', { phoneNumber: '+13125550123' });
    expect(bad.statusCode).toBe(400);
    const malformed = await send('POST', '/v3/numbers', { phoneNumber: '312' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error[0].message).toBe(MESSAGES.e164Nanp);
    expect(await acmeHoldings()).toEqual(before);
    const [offer] = await available('areaCode=206&limit=1');
    const [a, b] = await Promise.all([
      send('POST', '/v3/numbers', { phoneNumber: offer!.phoneNumber }),
      send('POST', '/v3/numbers', { phoneNumber: offer!.phoneNumber }, as.globex),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('changes a number’s name, set and remediation; refuses another account’s set; releases into quarantine', async () => {
    const [mine] = await list('?numberSetId=none&type=local');
    const sets = (await get('/v3/number-sets')).json().payload as { numberSetId: string; name: string }[];
    const changed = await send('PUT', `/v3/numbers/${mine!.phoneSid}`, {
      friendlyName: 'Front desk',
      numberSetId: sets[0]!.numberSetId,
      remediation: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload[0]).toMatchObject({
      friendlyName: 'Front desk',
      remediation: true,
      numberSet: { numberSetId: sets[0]!.numberSetId, numberSetName: sets[0]!.name },
    });
    // the list reads its rows unmapped by drizzle and writes them without zod: the same item
    const listed = (await list(`?numberSetId=${sets[0]!.numberSetId}`)).find(
      (n) => n.phoneSid === mine!.phoneSid,
    );
    expect(listed).toEqual(changed.json().payload[0]);
    expect((await get(`/v3/numbers/${mine!.phoneSid}`)).json().payload[0]).toEqual(listed);
    const globexSet = await send(
      'POST',
      '/v3/number-sets',
      { name: 'Theirs', description: '', strategy: 'sticky', phoneSids: [] },
      as.globex,
    );
    const foreign = await send('PUT', `/v3/numbers/${mine!.phoneSid}`, {
      friendlyName: 'x',
      numberSetId: globexSet.json().payload[0].numberSetId,
      remediation: false,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error[0]).toMatchObject({
      field: 'numberSetId',
      message: NUMBER_MESSAGES.numberSetUnknown,
    });
    // Globex cannot release Acme's number
    expect((await send('DELETE', `/v3/numbers/${mine!.phoneSid}`, undefined, as.globex)).statusCode).toBe(
      404,
    );
    const released = await send('DELETE', `/v3/numbers/${mine!.phoneSid}`);
    expect(released.statusCode, released.body).toBe(200);
    expect((await list()).map((n) => n.phoneSid)).not.toContain(mine!.phoneSid);
    // in quarantine: not offered, not for sale
    const again = await send('POST', '/v3/numbers', { phoneNumber: mine!.phoneNumber }, as.globex);
    expect(again.statusCode).toBe(409);
    const [row] = await app.t.database.db
      .select()
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.id, mine!.phoneSid), isNull(phoneNumbers.releasedAt)));
    expect(row).toBeUndefined();
  });

  it.each([
    ['ACME SUPPORT LINE', NUMBER_MESSAGES.cnamTooLong],
    ['ACME 😀', NUMBER_MESSAGES.cnamCharacters],
    ['', NUMBER_MESSAGES.cnamRequired],
  ])('refuses the caller name %j with its message, changing nothing', async (cnam, message) => {
    const [mine] = await list('?type=local&cnamStatus=none');
    const res = await send('PUT', `/v3/numbers/${mine!.phoneSid}/cnam`, { cnam });
    expect(res.statusCode).toBe(400);
    expect(res.json().error[0].message).toBe(message);
    expect((await get(`/v3/numbers/${mine!.phoneSid}`)).json().payload[0].cnam).toBeNull();
  });

  it('sets a caller name on a US local number only; the review job approves it', async () => {
    const [tollFree] = await list('?type=toll-free');
    const refused = await send('PUT', `/v3/numbers/${tollFree!.phoneSid}/cnam`, { cnam: 'ACME' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error[0].message).toBe(NUMBER_MESSAGES.cnamUsLocalOnly);
    await app.t.app.jobs.start();
    const active = (await list('?type=local&cnamStatus=none')).filter((n) => n.state !== 'ON');
    await until(
      async () => (await get(`/v3/numbers/${active[0]!.phoneSid}`)).json().payload[0].status === 'active',
    );
    const res = await send('PUT', `/v3/numbers/${active[0]!.phoneSid}/cnam`, { cnam: 'ACME FRONT' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload[0]).toMatchObject({ cnam: 'ACME FRONT', cnamStatus: 'pending' });
    const names = (await get('/v3/cnam')).json().payload as { cnam: string; status: string }[];
    expect(names).toContainEqual(expect.objectContaining({ cnam: 'ACME FRONT', status: 'pending' }));
    await until(
      async () =>
        (await get(`/v3/numbers/${active[0]!.phoneSid}`)).json().payload[0].cnamStatus !== 'pending',
      30_000,
    );
  });

  it('number sets: a number in one set at most, said by name; deleting a set keeps its numbers', async () => {
    const inSet = (await list()).find((n) => n.numberSet)!;
    const free = await list('?numberSetId=none');
    const twice = await send('POST', '/v3/number-sets', {
      name: 'Overlap',
      description: '',
      strategy: 'round-robin',
      phoneSids: [free[0]!.phoneSid, inSet.phoneSid],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error[0].message).toBe(
      fillText(NUMBER_MESSAGES.inAnotherSet, {
        number: inSet.phoneNumber,
        set: inSet.numberSet!.numberSetName,
      }),
    );
    const foreign = (await list('', as.globex))[0]!;
    const theirs = await send('POST', '/v3/number-sets', {
      name: 'Stolen',
      description: '',
      strategy: 'sticky',
      phoneSids: [foreign.phoneSid],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error[0].message).toBe(NUMBER_MESSAGES.numberUnknown);
    const made = await send('POST', '/v3/number-sets', {
      name: 'Autumn',
      description: 'Two senders',
      strategy: 'sticky',
      phoneSids: [free[0]!.phoneSid, free[1]!.phoneSid],
    });
    expect(made.statusCode, made.body).toBe(200);
    const set = made.json().payload[0];
    expect(set.numbers.map((n: { phoneSid: string }) => n.phoneSid).sort()).toEqual(
      [free[0]!.phoneSid, free[1]!.phoneSid].sort(),
    );
    expect((await send('DELETE', `/v3/number-sets/${set.numberSetId}`)).statusCode).toBe(200);
    expect((await get(`/v3/numbers/${free[0]!.phoneSid}`)).json().payload[0].numberSet).toBeNull();
  });

  it('ycc number sets answer the ycc roles only (doc 001 §6); numbers need number-release', async () => {
    expect((await get('/v3/ycc/number-sets')).statusCode).toBe(403);
    const ycc = await get('/v3/ycc/number-sets', as.ycc);
    expect(ycc.statusCode, ycc.body).toBe(200);
    expect(ycc.json().payload.length).toBeGreaterThanOrEqual(2);
    expect((await get('/v3/numbers', as.supervisor)).statusCode).toBe(200);
  });
});
