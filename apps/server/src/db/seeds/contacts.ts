import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_ID_PREFIX, CUSTOM_FIELDS_CONFIG_KEY, contactsResource } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { accountConfig, accounts, contacts } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

const FIRST =
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Lisa Matthew Nancy Anthony Betty Mark Sandra Steven Ashley Andrew Kimberly Joshua Emily Kevin Donna Brian Michelle Ethan Carol Jacob Amanda Nicholas Melissa Tyler Deborah Aaron Stephanie Jose Rebecca Luis Laura Wei Priya Omar Fatima Diego Sofia Hiroshi Aisha Mateo Chloe'.split(
    ' ',
  );
const LAST =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Patel Kim Chen Okafor Kowalski Schmidt Murphy Sullivan Nakamura Haddad'.split(
    ' ',
  );
/** City, state, a zip of it, and its area codes (none 900 or 976, none starting 0 or 1). */
const CITIES: Array<[city: string, state: string, zip: number, areas: number[]]> = [
  ['Chicago', 'IL', 60601, [312, 773, 872]],
  ['New York', 'NY', 10001, [212, 646, 917]],
  ['Los Angeles', 'CA', 90012, [213, 323]],
  ['Houston', 'TX', 77002, [713, 832]],
  ['Phoenix', 'AZ', 85004, [602, 480]],
  ['Philadelphia', 'PA', 19103, [215, 267]],
  ['San Antonio', 'TX', 78205, [210, 726]],
  ['San Diego', 'CA', 92101, [619, 858]],
  ['Dallas', 'TX', 75201, [214, 469, 972]],
  ['Austin', 'TX', 78701, [512, 737]],
  ['Jacksonville', 'FL', 32202, [904]],
  ['Columbus', 'OH', 43215, [614, 380]],
  ['Charlotte', 'NC', 28202, [704, 980]],
  ['Indianapolis', 'IN', 46204, [317]],
  ['Seattle', 'WA', 98101, [206]],
  ['Denver', 'CO', 80202, [303, 720]],
  ['Boston', 'MA', 2108, [617, 857]],
  ['Nashville', 'TN', 37203, [615, 629]],
  ['Portland', 'OR', 97204, [503, 971]],
  ['Atlanta', 'GA', 30303, [404, 470, 678]],
  ['Miami', 'FL', 33130, [305, 786]],
  ['Minneapolis', 'MN', 55401, [612]],
  ['Kansas City', 'MO', 64105, [816]],
  ['Salt Lake City', 'UT', 84111, [801, 385]],
  ['Raleigh', 'NC', 27601, [919, 984]],
  ['Milwaukee', 'WI', 53202, [414]],
  ['Pittsburgh', 'PA', 15222, [412]],
  ['St. Louis', 'MO', 63101, [314]],
];
const STREETS =
  'Main St|Oak Ave|Maple Dr|Cedar Ln|Pine St|Elm St|Lake Shore Dr|Washington Blvd|Park Ave|2nd St|Hillcrest Rd|Sunset Blvd|River Rd|Highland Ave|Franklin St'.split(
    '|',
  );
const MAIL = ['example.com', 'mail.example.net', 'example.org', 'inbox.example.com'];
const NOTES = [
  'Prefers text messages.',
  'Call after 5 pm local time.',
  'Asked for a quote on the business plan.',
  'Spanish speaker.',
  'Referred by a current customer.',
];
const TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum'];

/** Acme's custom fields (doc 001 §3), one of each type, so the search rules have something to act on. */
export const ACME_CUSTOM_FIELDS = [
  { name: 'Tier' },
  { name: 'VIP', type: 'boolean' },
  { name: 'Visits', type: 'number' },
  { name: 'CustomerSince', type: 'date' },
];

/** mulberry32: a small seeded generator, so every seeded database holds the same contacts. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

/** An exchange of NANP: not starting 0 or 1, not 555, not N11 (doc 001 §5). */
const isExchange = (n: number) => n >= 200 && n !== 555 && n % 100 !== 11;

/** The contacts of one account: `count` people, the given share archived, in a stable order. */
export function demoContacts(
  key: string,
  accountSid: string,
  count: number,
  archived: number,
  custom: boolean,
) {
  const rnd = generator([...key].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
  const phones = new Set<string>();
  const rows = [];
  for (let i = 0; i < count; i++) {
    const first = rnd.pick(FIRST);
    const last = rnd.pick(LAST);
    const [city, state, zip, areas] = rnd.pick(CITIES);
    let phone: string;
    do {
      let exchange: number;
      do exchange = rnd.int(200, 999);
      while (!isExchange(exchange));
      phone = `+1${rnd.pick(areas)}${exchange}${String(rnd.int(0, 9999)).padStart(4, '0')}`;
    } while (phones.has(phone));
    phones.add(phone);
    // spread over two years before the demo's day, newest last
    const created = new Date(
      Date.UTC(2024, 8, 1) + Math.floor(((i + rnd.next()) / count) * 730 * 86_400_000),
    );
    const extData: Record<string, string> = {
      firstname: first,
      lastname: last,
      phonenumber1: phone,
      city1: city,
      state1: state,
      zip1: String(zip + rnd.int(0, 18)).padStart(5, '0'),
      country1: 'US',
      address1: `${rnd.int(10, 9899)} ${rnd.pick(STREETS)}`,
      created: created.toISOString(),
    };
    if (rnd.next() < 0.85)
      extData.email1 = `${first}.${last}${rnd.int(1, 99)}@${rnd.pick(MAIL)}`.toLowerCase();
    if (rnd.next() < 0.15) extData.notes = rnd.pick(NOTES);
    if (rnd.next() < 0.4) extData.externalcontactid1 = `CRM-${rnd.int(10000, 99999)}`;
    if (custom) {
      extData.tier = rnd.pick(TIERS);
      extData.vip = rnd.next() < 0.1 ? 'true' : 'false';
      extData.visits = String(rnd.int(0, 40));
      extData.customersince = created.toISOString().slice(0, 10);
    }
    rows.push({
      contactId: demoId(contactsResource, `${key}-${i}`),
      accountSid,
      extData,
      // every count/archived-th contact, so a few are spread through the list
      archived: archived > 0 && i % Math.floor(count / archived) === 7,
      createdAt: created,
      updatedAt: created,
    });
  }
  return rows;
}

/** How many contacts each demo account gets, and how many of those are archived. */
const DEMO_COUNTS: Partial<Record<keyof DemoAccounts, [count: number, archived: number]>> = {
  acme: [300, 6],
  west: [12, 1],
  brightline: [8, 0],
};

/** Each demo account's contacts while it has none; Acme also gets its custom fields if unset. */
export async function seedContacts(db: Db, accounts: DemoAccounts): Promise<void> {
  for (const [key, [count, archived]] of Object.entries(DEMO_COUNTS) as Array<
    [keyof DemoAccounts, [number, number]]
  >) {
    const accountSid = accounts[key].accountSid;
    const custom = key === 'acme';
    await addWhileNone(db, { table: contacts, account: contacts.accountSid }, accountSid, async (tx) => {
      if (custom)
        await tx
          .insert(accountConfig)
          .values({ accountSid, key: CUSTOM_FIELDS_CONFIG_KEY, value: JSON.stringify(ACME_CUSTOM_FIELDS) })
          .onConflictDoNothing();
      return demoContacts(key, accountSid, count, archived, custom);
    });
  }
}

/** The account `npm run seed -- --contacts N` fills by default: none of the demo's users are in it. */
export const BENCH_ACCOUNT = {
  accountSid: demoId(ACCOUNT_ID_PREFIX, 'bench'),
  name: 'Bench',
  companyName: 'Bench Co.',
};

export const sqlList = (items: readonly string[]) =>
  sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);

/** A number from 0 to below `size`, from a hash of the row number: the same row, the same pick. */
export const pick = (of: string, size: number) => sql.raw(`(abs(hashint4(${of})::bigint) % ${size})::int`);

/**
 * `count` more contacts for an account, made by the database itself (INSERT … SELECT over
 * generate_series, 100,000 a statement), for benchmarks: a million take seconds, not minutes.
 * Numbers follow the NANP rules; names, cities and numbers vary with the row, so a phone
 * substring matches about as many rows as it would in real data. Returns how many it added.
 */
export async function bulkContacts(db: Db, accountSid: string, count: number): Promise<number> {
  const start = await contactCount(db, accountSid);
  const cities = CITIES.map(([c]) => c);
  const states = CITIES.map(([, s]) => s);
  const areas = [...new Set(CITIES.flatMap(([, , , a]) => a.map(String)))];
  const batch = 100_000;
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch);
    // hashes of the row number pick each part; the exchange skips 555 and N11 by stepping over them
    await db.execute(sql`
      insert into ${contacts} (contact_id, account_sid, ext_data, archived, created_at, updated_at)
      select 'CT' || md5(${accountSid} || ':' || n), ${accountSid},
        jsonb_build_object(
          'firstname', (${sqlList(FIRST)})[1 + f], 'lastname', (${sqlList(LAST)})[1 + l],
          'phonenumber1', '+1' || (${sqlList(areas)})[1 + a]
            || (case when e = 555 or e % 100 = 11 then e + 1 else e end)::text || lpad(line::text, 4, '0'),
          'city1', (${sqlList(cities)})[1 + c], 'state1', (${sqlList(states)})[1 + c],
          'country1', 'US', 'created', to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
        false, t, t
      from (
        select n, ${pick('n', FIRST.length)} as f, ${pick('n + 7', LAST.length)} as l,
          ${pick('n + 11', areas.length)} as a, 200 + ${pick('n + 17', 799)} as e,
          ${pick('n + 13', 10000)} as line, ${pick('n + 19', CITIES.length)} as c,
          timestamptz '2024-09-01 00:00:00+00' + ${pick('n + 23', 63072000)} * interval '1 second' as t
        from generate_series(${start + from + 1}::int, ${start + to}::int) as n
      ) g
      on conflict do nothing`);
  }
  return count;
}

/** The bench account, made if missing (no users: nobody signs in to it). */
export async function ensureBenchAccount(db: Db): Promise<string> {
  await db
    .insert(accounts)
    .values({ ...BENCH_ACCOUNT, parentAcctId: BENCH_ACCOUNT.accountSid })
    .onConflictDoNothing();
  return BENCH_ACCOUNT.accountSid;
}

/** How many contacts an account holds. */
export async function contactCount(db: Db, accountSid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(eq(contacts.accountSid, accountSid));
  return Number(row?.n ?? 0);
}
