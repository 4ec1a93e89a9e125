import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CARD_REFUSALS,
  FUNDS_TEXT,
  MICRO_DEPOSIT_TRIES,
  PAYMENT_METHOD_TEXT,
  fillText,
  maskedNumber,
  paymentMethodsResource,
  type TCardRefusal,
  type TPaymentMethodItem,
  type ZPaymentMethodCreate,
} from '@parley/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { paymentMethods as t, users } from '../../db/schema/index';
import type { Mailer } from '../../lib/mailer';
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
export function paymentMethodsRepository(processor: PaymentProcessor, mailer: Mailer) {
  /**
   * The simulated processor's deposits reach the one who added the bank account by mail, as a
   * bank statement would (the outbox without SMTP); a real processor's reach them at the bank.
   */
  const tellDeposits = async (tx: Tx, scope: Scope, account: string, statementLine: string) => {
    const [user] = await tx
      .select({ email: users.username })
      .from(users)
      .where(eq(users.clientId, scope.clientId));
    if (!user) return;
    await mailer.send({
      to: user.email,
      subject: PAYMENT_METHOD_TEXT.depositsSubject,
      text: `${fillText(PAYMENT_METHOD_TEXT.depositsMail, { account })}\n\n${statementLine}`,
    });
  };

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
        ach: sql`case when ${t.type} = 'ach' then json_build_object(
          'bankName', ${t.bankName}, 'lastFour', ${t.lastFour}, 'accountHolderName', ${t.accountHolderName},
          'accountType', ${t.accountType}) end`.as('ach'),
        isDefault: t.isDefault,
        verified: t.verified,
        created: t.createdAt,
      },
      sort: { created: sortBy.timestamp(t.createdAt) },
      toItem: (row) => {
        const card = row.card as
          (Omit<NonNullable<TPaymentMethodItem['card']>, 'number'> & { lastFour: string }) | null;
        const ach = row.ach as
          (Omit<NonNullable<TPaymentMethodItem['ach']>, 'accountNumber'> & { lastFour: string }) | null;
        return {
          ...(row as TPaymentMethodItem),
          ach: ach
            ? {
                bankName: ach.bankName,
                accountNumber: maskedNumber(ach.lastFour),
                accountHolderName: ach.accountHolderName,
                accountType: ach.accountType,
              }
            : null,
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
        bank_name: 'what is kept of a bank account, read as the item’s ach',
        account_holder_name: 'what is kept of a bank account, read as the item’s ach',
        account_type: 'what is kept of a bank account, read as the item’s ach',
        verification_attempts: 'wrong micro-deposit confirmations: counted, never shown',
      },
    },
    (base) => ({
      async create(tx: Tx, scope: Scope, input: TCreate) {
        const [existing] = await tx
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.accountSid, scope.accountId), eq(t.isDefault, true)))
          .for('update');
        const id = newId(paymentMethodsResource);
        if (input.type === 'card') {
          const tokenised = await processor.tokeniseCard(input.card);
          if (!tokenised.ok) throw cardRefused(tokenised.code);
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
        } else {
          const { bank } = await processor.tokeniseBank(input.ach);
          await tx.insert(t).values({
            id,
            accountSid: scope.accountId,
            type: 'ach',
            token: bank.token,
            brand: 'ACH',
            lastFour: bank.lastFour,
            bankName: input.ach.bankName,
            accountHolderName: input.ach.accountHolderName,
            accountType: input.ach.accountType,
            // charged only once its deposits are confirmed: the default then, if there is none
            verified: false,
            isDefault: false,
          });
          const deposits = await processor.sendMicroDeposits(bank.token);
          if (deposits)
            await tellDeposits(
              tx,
              scope,
              `${input.ach.bankName} ${maskedNumber(bank.lastFour)}`,
              deposits.statementLine,
            );
        }
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
      if (!target.verified) throw badRequest(FUNDS_TEXT.achUnverified);
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
    /**
     * Confirms a bank account's two micro-deposits: the default then, if the account has none.
     * Wrong amounts count against MICRO_DEPOSIT_TRIES; past them the account must be added again.
     */
    async verify(
      tx: Tx,
      scope: Scope,
      id: string,
      amounts: readonly [number, number],
    ): Promise<{ wrong: string } | { item: TPaymentMethodItem } | null> {
      const [row] = await tx
        .select()
        .from(t)
        .where(and(eq(t.accountSid, scope.accountId), eq(t.id, id)))
        .for('update');
      if (!row) return null;
      if (row.type !== 'ach') throw badRequest(PAYMENT_METHOD_TEXT.notBank);
      if (row.verified) throw badRequest(PAYMENT_METHOD_TEXT.alreadyVerified);
      if (row.verificationAttempts >= MICRO_DEPOSIT_TRIES)
        throw badRequest(PAYMENT_METHOD_TEXT.depositsLocked, 'amounts');
      if (!(await processor.verifyMicroDeposits(row.token, amounts))) {
        const attempts = row.verificationAttempts + 1;
        await tx
          .update(t)
          .set({ verificationAttempts: attempts, updatedAt: sql`now()` })
          .where(eq(t.id, id));
        return {
          wrong:
            attempts >= MICRO_DEPOSIT_TRIES
              ? PAYMENT_METHOD_TEXT.depositsLocked
              : fillText(PAYMENT_METHOD_TEXT.depositsWrong, { left: MICRO_DEPOSIT_TRIES - attempts }),
        };
      }
      const [existing] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.accountSid, scope.accountId), eq(t.isDefault, true)));
      await tx
        .update(t)
        .set({ verified: true, isDefault: !existing, updatedAt: sql`now()` })
        .where(eq(t.id, id));
      return { item: (await repository.get(tx, scope, id))! };
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
    .where(and(eq(t.accountSid, scope.accountId), eq(t.verified, true)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(1);
  if (newest)
    await tx
      .update(t)
      .set({ isDefault: true, updatedAt: sql`now()` })
      .where(eq(t.id, newest.id));
}
