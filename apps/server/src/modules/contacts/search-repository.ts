import { sql, type SQL } from 'drizzle-orm';
import {
  CONTACT_SEARCH_ARCHIVED_MAX,
  CONTACT_SEARCH_RESULTS_MAX,
  MESSAGES,
  normalizePhone,
  statementProblem,
  type TContact,
  type TContactAttribute,
  type TContactAttributeType,
  type TContactSearch,
  type TContactSearchStatement,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { contacts } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { toContact } from './repository';

/** LIKE's own characters taken literally, for a pattern built around the user's text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const NUMERIC = '^-?[0-9]+(\\.[0-9]+)?$';
const DATE_LIKE = '^[0-9]{4}-';

/**
 * The attribute's value as text, never null, so "does not contain" also finds contacts without
 * it. The phone number is the generated column the trigram index covers (issue 12).
 */
const valueOf = (variable: string): SQL =>
  variable === 'phonenumber1'
    ? sql`${contacts.phoneNumber}`
    : sql`coalesce(${contacts.extData}->>${variable}, '')`;

/** A number comparison; a value that is not a number never matches (false, not null). */
const numeric = (x: SQL, op: SQL, value: string) =>
  sql`coalesce((case when ${x} ~ ${NUMERIC} then ${x}::numeric end) ${op} ${value}::numeric, false)`;

/**
 * One statement as a condition, never null (so `not` turns it around exactly) and, for the phone
 * number, in the plain `phone_number like '%…%'` form the planner matches to the trigram index.
 * Its type was checked before (statementProblem).
 */
function condition(statement: TContactSearchStatement, type: TContactAttributeType): SQL {
  const { variable, operation } = statement;
  const phone = variable === 'phonenumber1';
  // the number as stored has only + and digits: "(312) 556" finds +13125560100
  const value = phone ? statement.value.replace(/[\s().-]/g, '') : statement.value;
  const x = valueOf(variable);
  switch (operation) {
    case 'exists':
      return sql`${x} <> ''`;
    case 'contains':
      // LIKE on the number (digits have no case), so the planner takes the trigram index
      return phone ? sql`${x} like ${`%${escapeLike(value)}%`}` : sql`${x} ilike ${`%${escapeLike(value)}%`}`;
    case 'startsWith':
      return phone ? sql`${x} like ${`${escapeLike(value)}%`}` : sql`${x} ilike ${`${escapeLike(value)}%`}`;
    case 'endsWith':
      return phone ? sql`${x} like ${`%${escapeLike(value)}`}` : sql`${x} ilike ${`%${escapeLike(value)}`}`;
    case 'equals':
      if (phone) return sql`${x} = ${normalizePhone(value)}`;
      if (type === 'number') return numeric(x, sql`=`, value);
      // a day finds every time of that day: '2026-03-01' equals '2026-03-01T09:30:00.000Z'
      if (type === 'date') return sql`left(${x}, ${value.length}) = ${value}`;
      return sql`lower(${x}) = lower(${value})`;
    case 'greaterThan':
    case 'lessThan': {
      const op = sql.raw(operation === 'greaterThan' ? '>' : '<');
      if (type === 'number') return numeric(x, op, value);
      // ISO 8601 dates compare as text; a value that is not one never matches
      return sql`(${x} ~ ${DATE_LIKE} and ${x} ${op} ${value})`;
    }
  }
}

/** Every statement must hold; `negated` turns one around. */
export function searchConditions(
  statements: readonly TContactSearchStatement[],
  attributes: readonly TContactAttribute[],
): SQL[] {
  const types = new Map(attributes.map((a) => [a.attribute, a.type]));
  return statements.map((s, i) => {
    const problem = statementProblem(s, attributes);
    if (problem) throw badRequest(problem.message, `statements.${i}.${problem.field}`);
    const held = condition(s, types.get(s.variable)!);
    return s.negated ? sql`not (${held})` : sql`(${held})`;
  });
}

export interface TSearchResult {
  contacts: TContact[];
  total: number;
  archivedMatches: TContact[];
}

/** Last name, first name, id: the order of every search answer. */
const ORDER = sql`lower(coalesce(ext_data->>'lastname', '')), lower(coalesce(ext_data->>'firstname', '')), contact_id`;

type Row = {
  contact_id: string;
  account_sid: string;
  ext_data: Record<string, string>;
  archived: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  total?: number;
};

const contactOf = (r: Row): TContact =>
  toContact({
    contactId: r.contact_id,
    accountSid: r.account_sid,
    extData: r.ext_data,
    archived: r.archived,
    // drivers differ: node-postgres gives a Date, PGlite may too; text is read as a date
    created: new Date(r.created_at),
    updated: new Date(r.updated_at),
  });

const COLUMNS = sql`contact_id, account_sid, ext_data, archived, created_at, updated_at`;

/**
 * The floor under any search of these matches: the same rows read by primary key, in the same
 * order, with no search at all (bench:contacts prints it beside the search).
 */
export const rowsByIdQuery = (ids: readonly string[]) => sql`
  select ${COLUMNS} from ${contacts} where contact_id = any(${sql.param(ids)}::text[]) order by ${ORDER}`;

const where = (accountSid: string, archived: boolean, conditions: SQL[]) =>
  sql.join([sql`account_sid = ${accountSid}`, sql`archived = ${archived}`, ...conditions], sql` and `);

const cap = CONTACT_SEARCH_RESULTS_MAX + 1;

/**
 * One page of the active matches and how many there are, up to 5,001: the query of a search
 * (exported so the tests and the benchmark can EXPLAIN and time exactly it).
 */
export const pageQuery = (accountSid: string, search: TContactSearch, conditions: SQL[]) => sql`
  with m as (
    select ${COLUMNS}
    from ${contacts} where ${where(accountSid, false, conditions)} limit ${cap}
  )
  select m.*, (select count(*)::int from m) as total from m
  order by ${ORDER} offset ${search.from} limit ${search.size}`;

/**
 * POST /v4/contact/search: the account's active contacts for which every statement holds,
 * by last and first name, `size` from `from`. Past 5,000 matches the search is refused with the
 * spec's message (doc 001 §8, §9): at most 5,001 rows are ever looked at to know it. When no
 * active contact matched but archived ones did, those come back beside the spec's hint.
 */
export async function searchContacts(
  db: Db | Tx,
  accountSid: string,
  search: TContactSearch,
  attributes: readonly TContactAttribute[],
): Promise<TSearchResult> {
  const conditions = searchConditions(search.statements, attributes);
  const page = rowsOf<Row>(await db.execute(pageQuery(accountSid, search, conditions)));
  let total = page[0] ? Number(page[0].total) : 0;
  if (!page[0] && search.from > 0)
    total = Number(
      rowsOf<Row>(
        await db.execute(sql`select count(*)::int as total from (
          select 1 from ${contacts} where ${where(accountSid, false, conditions)} limit ${cap}) m`),
      )[0]?.total ?? 0,
    );
  if (total > CONTACT_SEARCH_RESULTS_MAX) throw badRequest(MESSAGES.searchOver5000);
  let archivedMatches: TContact[] = [];
  if (total === 0 && conditions.length > 0)
    archivedMatches = rowsOf<Row>(
      await db.execute(sql`
        select ${COLUMNS}
        from ${contacts} where ${where(accountSid, true, conditions)}
        order by ${ORDER} limit ${CONTACT_SEARCH_ARCHIVED_MAX}`),
    ).map(contactOf);
  return { contacts: page.map(contactOf), total, archivedMatches };
}
