import { and, eq, like, sql } from 'drizzle-orm';
import {
  contactDataProblems,
  contactsResource,
  type TContact,
  type TContactCreate,
  type TContactExtDataInput,
  type TContactUpdate,
} from '@parley/domain';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { contacts } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { attributesOf } from '../../lib/contact-attributes';
import { likePattern } from '../../lib/like-pattern';
import type { Scope } from '../../lib/resource-routes';
import { sortBy, tableRepository } from '../../lib/table-repository';

/** Ids a person cannot guess or count: 'CT' and 128 random bits. */

/**
 * The attributes as stored: empty values left out (they clear an attribute), `created` the
 * server's, each key one of the account's attributes with a value of its type (a 400 on the
 * first one that is not, on its field).
 */
async function checkedData(tx: Tx, accountSid: string, input: TContactExtDataInput) {
  const data = Object.fromEntries(
    Object.entries(input).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '' && e[0] !== 'created',
    ),
  );
  const [problem] = contactDataProblems(data, await attributesOf(tx, accountSid));
  if (problem) throw badRequest(problem.message, `extData.${problem.attribute}`);
  return data;
}

// The API shows times to the millisecond; the order compares them at that precision too, so a
// cursor made from an answer finds its row again (PostgreSQL keeps microseconds).

export const CONTACT_COLUMNS = {
  contactId: contacts.contactId,
  accountSid: contacts.accountSid,
  extData: contacts.extData,
  archived: contacts.archived,
  created: contacts.createdAt,
  updated: contacts.updatedAt,
};

export const toContact = (row: Record<string, unknown>): TContact =>
  ({
    ...row,
    created: (row.created as Date).toISOString(),
    updated: (row.updated as Date).toISOString(),
  }) as TContact;

/** The account's contacts: newest first by default; create and change check the account's attributes. */
export const contactsRepository = tableRepository<TContact, TContactCreate, TContactUpdate>(
  {
    table: contacts,
    account: contacts.accountSid,
    id: contacts.contactId,
    columns: CONTACT_COLUMNS,
    sort: { created: sortBy.timestamp(contacts.createdAt), updated: sortBy.timestamp(contacts.updatedAt) },
    filters: (f) => [
      f.archived === undefined ? undefined : eq(contacts.archived, f.archived === 'true'),
      // as the search's "phonenumber1 contains": LIKE on the stored number, which the trigram index serves
      typeof f.phone === 'string' && f.phone !== ''
        ? like(contacts.phoneNumber, likePattern(f.phone.replace(/[\s().-]/g, '')))
        : undefined,
    ],
    // the names, the email and the number, as one text: "Dana Reyes" finds Dana Reyes
    search: (q) =>
      sql`concat_ws(' ', ${contacts.extData}->>'firstname', ${contacts.extData}->>'lastname', ${contacts.extData}->>'email1', ${contacts.phoneNumber}) ilike ${likePattern(q)}`,
    toItem: toContact,
    internal: { phone_number: 'copied from ext_data by the database, for the phone search' },
  },
  () => ({
    async create(tx: Tx, scope: Scope, input: TContactCreate): Promise<TContact> {
      const data = await checkedData(tx, scope.accountId, input.extData);
      const now = new Date();
      const [row] = await tx
        .insert(contacts)
        .values({
          contactId: newId(contactsResource),
          accountSid: scope.accountId,
          extData: { ...data, created: now.toISOString() },
          createdAt: now,
          updatedAt: now,
        })
        .returning(CONTACT_COLUMNS);
      return toContact(row!);
    },
    async update(tx: Tx, scope: Scope, id: string, input: TContactUpdate): Promise<TContact | null> {
      const data = await checkedData(tx, scope.accountId, input.extData);
      // PUT replaces the attributes; the created date stays the one set when the contact was made
      const [row] = await tx
        .update(contacts)
        .set({
          extData: sql`case when ${contacts.extData} ? 'created'
            then ${JSON.stringify(data)}::jsonb || jsonb_build_object('created', ${contacts.extData}->'created')
            else ${JSON.stringify(data)}::jsonb end`,
          ...(input.archived === undefined ? {} : { archived: input.archived }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(contacts.accountSid, scope.accountId), eq(contacts.contactId, id)))
        .returning(CONTACT_COLUMNS);
      return row ? toContact(row) : null;
    },
  }),
);
