import { and, desc, eq } from 'drizzle-orm';
import {
  CARD_REFUSALS,
  ERROR_CODES,
  FUNDS_TEXT,
  formatUnits,
  isCardExpired,
  type TLedgerKind,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { ledgerEntries, paymentMethods as pm } from '../../db/schema/index';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { entryOf, postToLedger, WITHOUT_JOBS, type TPosted } from '../../ledger/ledger';
import type { PaymentProcessor } from '../../payments/index';

/** A method as a charge needs it: never the number, only the processor's token. */
export interface TChargeableMethod {
  id: string;
  type: 'card' | 'ach';
  token: string;
  label: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  verified: boolean;
}

/** One of the account's methods by id, or its default when `id` is null; null when there is none. */
export async function chargeableMethod(
  db: Db | Tx,
  accountSid: string,
  id: string | null,
): Promise<TChargeableMethod | null> {
  const [row] = await db
    .select({
      id: pm.id,
      type: pm.type,
      token: pm.token,
      brand: pm.brand,
      lastFour: pm.lastFour,
      expiryMonth: pm.expiryMonth,
      expiryYear: pm.expiryYear,
      verified: pm.verified,
    })
    .from(pm)
    .where(and(eq(pm.accountSid, accountSid), id ? eq(pm.id, id) : eq(pm.isDefault, true)))
    .orderBy(desc(pm.createdAt))
    .limit(1);
  if (!row) return null;
  return { ...row, label: `${row.brand} ending ${row.lastFour}` };
}

/** Why a method cannot be charged now (before any processor call), in the words a user reads. */
export function unchargeableReason(method: TChargeableMethod, now = new Date()): string | null {
  if (method.type === 'card' && method.expiryMonth && method.expiryYear)
    if (isCardExpired(method.expiryMonth, method.expiryYear, now)) return FUNDS_TEXT.cardExpired;
  if (!method.verified) return FUNDS_TEXT.achUnverified;
  return null;
}

export interface TFundInput {
  accountSid: string;
  method: TChargeableMethod;
  amountUnits: number;
  kind: Extract<TLedgerKind, 'funds' | 'auto_recharge'>;
  /** the ledger's key: the same key twice charges and credits once */
  ledgerKey: string;
  createdBy: string | null;
  /** the demo's simulated past (ledger.ts `at`) */
  at?: Date;
}

export type TFundResult =
  { ok: true; posted: TPosted } | { ok: false; code: 'declined' | 'insufficientFunds'; message: string };

/**
 * Money in (issue 27): charges the method at the processor, then credits the ledger, both under
 * one key. A run that dies between the two is mended by running it again with the same key: the
 * processor answers its first result without charging again, and the credit is written once. A key
 * already in the ledger answers that entry without asking the processor.
 */
export async function fundFromMethod(
  deps: { db: Db; processor: PaymentProcessor },
  input: TFundInput,
  transaction: (work: (tx: Tx) => Promise<TPosted>) => Promise<TPosted> = (work) => deps.db.transaction(work),
): Promise<TFundResult> {
  const [earlier] = await deps.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.accountSid, input.accountSid), eq(ledgerEntries.idempotencyKey, input.ledgerKey)),
    );
  if (earlier) {
    const balance = earlier.balanceAfter;
    return { ok: true, posted: { entry: entryOf(earlier), balance, replayed: true } };
  }
  const charged = await deps.processor.charge({
    token: input.method.token,
    amountUnits: input.amountUnits,
    idempotencyKey: `${input.accountSid}:${input.ledgerKey}`,
  });
  if (!charged.ok) return { ok: false, code: charged.code, message: CARD_REFUSALS[charged.code] };
  const description = `${input.kind === 'funds' ? 'Funds added' : 'Auto recharge'} of ${formatUnits(input.amountUnits)} from ${input.method.label}`;
  const posted = await transaction((tx) =>
    postToLedger(
      tx,
      {
        accountSid: input.accountSid,
        amount: input.amountUnits,
        kind: input.kind,
        description,
        reference: charged.chargeId,
        createdBy: input.createdBy,
        idempotencyKey: input.ledgerKey,
        ...(input.at ? { at: input.at } : {}),
      },
      // a credit never starts a recharge
      WITHOUT_JOBS,
    ),
  );
  return { ok: true, posted };
}

/** A refused charge as the API answers it: 402, in the processor's words. */
export const paymentRefused = (message: string) => new HttpError(402, ERROR_CODES.paymentRequired, message);

/** The method named in a request: another account's, or none, is 404; an unusable one 400. */
export async function methodToCharge(db: Db, accountSid: string, id: string): Promise<TChargeableMethod> {
  const method = await chargeableMethod(db, accountSid, id);
  if (!method) throw notFound();
  const reason = unchargeableReason(method);
  if (reason) throw badRequest(reason, 'paymentMethodId');
  return method;
}
