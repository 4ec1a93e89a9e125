import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CARD_REFUSALS,
  maskedNumber,
  paymentMethodsResource,
  type TCardRefusal,
  type TPaymentMethodItem,
  type ZPaymentMethodCreate,
} from '@parley/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { paymentMethods as t } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import type { Scope } from '../../lib/resource-routes';
import { sortBy, tableRepository } from '../../lib/table-repository';
import type { PaymentProcessor } from '../../payments/index';

type TCreate = z.output<typeof ZPaymentMethodCreate>;

/** Which field of the form a processor's refusal is about. */
const REFUSAL_FIELD: Record<TCardRefusal, string> = {
  invalidNumber: 'card.number',
  expired: 'card.expiryYear',
  incorrectCvc: 'card.securityCode',
  declined: 'card.number',
  insufficientFunds: 'card.number',
};

export const cardRefused = (code: TCardRefusal) => badRequest(CARD_REFUSALS[code], REFUSAL_FIELD[code]);

const KEPT = 'what is kept of the card (DESIGN.md §8), read as the item’s card';

/**
 * The account's payment methods: a card is tokenised by the processor in the create, and only its
 * token, brand, last four, expiry and names are written. The first becomes the default; removing
 * the default makes the newest other one the default.
 */
export function paymentMethodsRepository(processor: PaymentProcessor) {
  const repository = tableRepository<TPaymentMethodItem, TCreate, never>(
    {
      table: t,
      account: t.accountSid,
      id: t.id,
      columns: {
        id: t.id,
        type: t.type,
        card: sql`case when ${t.type} = 'card' then json_build_object(
          'cardType', ${t.brand}, 'lastFour', ${t.lastFour}, 'expiryMonth', ${t.expiryMonth},
          'expiryYear', ${t.expiryYear}, 'firstName', ${t.firstName}, 'lastName', ${t.lastName}) end`.as(
          'card',
        ),
        ach: sql`null::json`.as('ach'),
        isDefault: t.isDefault,
        created: t.createdAt,
      },
      sort: { created: sortBy.timestamp(t.createdAt) },
      toItem: (row) => {
        const card = row.card as
          (Omit<NonNullable<TPaymentMethodItem['card']>, 'number'> & { lastFour: string }) | null;
        return {
          ...(row as TPaymentMethodItem),
          card: card
            ? {
                cardType: card.cardType,
                number: maskedNumber(card.lastFour),
                expiryMonth: card.expiryMonth,
                expiryYear: card.expiryYear,
                firstName: card.firstName,
                lastName: card.lastName,
              }
            : null,
          created: (row.created as Date).toISOString(),
        };
      },
      internal: {
        account_sid: 'the owning account',
        updated_at: 'a payment method is added and removed, never changed',
        token: 'the processor’s reference: the only way to charge the card, never shown',
        brand: KEPT,
        last_four: KEPT,
        expiry_month: KEPT,
        expiry_year: KEPT,
        first_name: KEPT,
        last_name: KEPT,
      },
    },
    (base) => ({
      async create(tx: Tx, scope: Scope, input: TCreate) {
        const tokenised = await processor.tokeniseCard(input.card);
        if (!tokenised.ok) throw cardRefused(tokenised.code);
        const [existing] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.accountSid, scope.accountId), eq(t.isDefault, true)))
          .for('update');
        const id = newId(paymentMethodsResource);
        await tx.insert(t).values({
          id,
          accountSid: scope.accountId,
          type: 'card',
          token: tokenised.card.token,
          brand: tokenised.card.brand,
          lastFour: tokenised.card.lastFour,
          expiryMonth: tokenised.card.expiryMonth,
          expiryYear: tokenised.card.expiryYear,
          firstName: input.card.firstName,
          lastName: input.card.lastName,
          isDefault: !existing,
        });
        return (await base.get(tx, scope, id))!;
      },
      async remove(tx: Tx, scope: Scope, id: string) {
        const removed = await base.remove(tx, scope, id);
        if (removed?.isDefault) await promoteNewest(tx, scope);
        return removed;
      },
    }),
  );
  return {
    ...repository,
    /** Makes one of the account's methods its default; null when it has none of that id. */
    async setDefault(tx: Tx, scope: Scope, id: string): Promise<TPaymentMethodItem | null> {
      const target = await repository.get(tx, scope, id);
      if (!target) return null;
      await tx
        .update(t)
        .set({ isDefault: false, updatedAt: sql`now()` })
        .where(and(eq(t.accountSid, scope.accountId), eq(t.isDefault, true)));
      await tx
        .update(t)
        .set({ isDefault: true, updatedAt: sql`now()` })
        .where(and(eq(t.accountSid, scope.accountId), eq(t.id, id)));
      return repository.get(tx, scope, id);
    },
    /** The processor's token of one of the account's methods, to charge it. */
    async tokenOf(db: Db | Tx, scope: Scope, id: string) {
      const [row] = await db
        .select({ token: t.token, expiryMonth: t.expiryMonth, expiryYear: t.expiryYear })
        .from(t)
        .where(and(eq(t.accountSid, scope.accountId), eq(t.id, id)));
      return row ?? null;
    },
  };
}

async function promoteNewest(tx: Tx, scope: Scope) {
  const [newest] = await tx
    .select({ id: t.id })
    .from(t)
    .where(eq(t.accountSid, scope.accountId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(1);
  if (newest)
    await tx
      .update(t)
      .set({ isDefault: true, updatedAt: sql`now()` })
      .where(eq(t.id, newest.id));
}
