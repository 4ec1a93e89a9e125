import { and, eq, ilike, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import {
  NUMBER_MESSAGES,
  fillText,
  numberSetsResource,
  type TNumberSet,
  type TNumberSetInput,
} from '@parley/domain';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { numberSets, phoneNumbers } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { likePattern } from '../../lib/like-pattern';
import type { Scope } from '../../lib/resource-routes';
import { sortBy, tableRepository } from '../../lib/table-repository';

// the set's numbers, held ones only, by phone number: one subquery a row, on the set index. The
// outer id is written out: drizzle leaves a column unqualified in some statements, and a bare "id"
// inside the subquery is the number's
const numbersOfSet = sql<TNumberSet['numbers']>`coalesce((
  select json_agg(json_build_object('phoneSid', n.id, 'phoneNumber', n.phone_number) order by n.phone_number)
  from ${phoneNumbers} n where n.number_set_id = "number_sets"."id" and n.released_at is null
), '[]'::json)`.as('numbers');

const phoneSidsOfSet = sql<string[]>`coalesce((
  select json_agg(n.id order by n.phone_number)
  from ${phoneNumbers} n where n.number_set_id = "number_sets"."id" and n.released_at is null
), '[]'::json)`.as('phone_sids');

/**
 * Puts exactly `phoneSids` in the set: each must be the account's held number and in no other set
 * (a number is in one set at most, issue 26); numbers left out leave it.
 */
async function fillSet(tx: Tx, scope: Scope, setId: string, phoneSids: readonly string[]) {
  const ids = [...phoneSids];
  if (ids.length > 0) {
    const found = await tx
      .select({
        id: phoneNumbers.id,
        phoneNumber: phoneNumbers.phoneNumber,
        setId: phoneNumbers.numberSetId,
        setName: numberSets.name,
      })
      .from(phoneNumbers)
      .leftJoin(numberSets, eq(numberSets.id, phoneNumbers.numberSetId))
      .where(
        and(
          eq(phoneNumbers.accountSid, scope.accountId),
          inArray(phoneNumbers.id, ids),
          isNull(phoneNumbers.releasedAt),
        ),
      );
    if (found.length !== ids.length) throw badRequest(NUMBER_MESSAGES.numberUnknown, 'phoneSids');
    const elsewhere = found.find((n) => n.setId !== null && n.setId !== setId);
    if (elsewhere)
      throw badRequest(
        fillText(NUMBER_MESSAGES.inAnotherSet, {
          number: elsewhere.phoneNumber,
          set: elsewhere.setName ?? '',
        }),
        'phoneSids',
      );
  }
  await tx
    .update(phoneNumbers)
    .set({ numberSetId: null, updatedAt: sql`now()` })
    .where(
      and(eq(phoneNumbers.numberSetId, setId), ...(ids.length > 0 ? [notInArray(phoneNumbers.id, ids)] : [])),
    );
  if (ids.length > 0)
    await tx
      .update(phoneNumbers)
      .set({ numberSetId: setId, updatedAt: sql`now()` })
      .where(and(eq(phoneNumbers.accountSid, scope.accountId), inArray(phoneNumbers.id, ids)));
}

const withoutNumbers = ({ phoneSids: _numbers, ...fields }: Partial<TNumberSetInput>) => fields;

/** The account's number sets, each with its numbers; a write puts exactly the listed numbers in it. */
export const numberSetsRepository = tableRepository<TNumberSet, TNumberSetInput, TNumberSetInput>(
  {
    table: numberSets,
    account: numberSets.accountSid,
    id: numberSets.id,
    columns: {
      numberSetId: numberSets.id,
      name: numberSets.name,
      description: numberSets.description,
      strategy: numberSets.strategy,
      numbers: numbersOfSet,
      phoneSids: phoneSidsOfSet,
      created: numberSets.createdAt,
      updated: numberSets.updatedAt,
    },
    sort: {
      name: sortBy.text(sql`lower(${numberSets.name})`),
      created: sortBy.timestamp(numberSets.createdAt),
      updated: sortBy.timestamp(numberSets.updatedAt),
    },
    search: (q) => or(ilike(numberSets.name, likePattern(q)), ilike(numberSets.description, likePattern(q)))!,
    toItem: (row) => ({
      ...(row as TNumberSet),
      created: (row.created as Date).toISOString(),
      updated: (row.updated as Date).toISOString(),
    }),
    toInsert: (scope, input) => ({
      ...withoutNumbers(input),
      id: newId(numberSetsResource),
      accountSid: scope.accountId,
    }),
    toUpdate: (input) => ({ ...withoutNumbers(input), updatedAt: sql`now()` }),
    internal: {
      account_sid: 'the owning account',
      send_count: 'messages sent through the set: the round-robin turn',
    },
  },
  (base) => ({
    async create(tx, scope, input) {
      const made = await base.create(tx, scope, input);
      await fillSet(tx, scope, made.numberSetId, input.phoneSids);
      return (await base.get(tx, scope, made.numberSetId))!;
    },
    async update(tx, scope, id, input) {
      const changed = await base.update(tx, scope, id, input);
      if (!changed) return null;
      await fillSet(tx, scope, id, input.phoneSids);
      return base.get(tx, scope, id);
    },
  }),
);
