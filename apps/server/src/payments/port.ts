import type { TCardBrand, TCardRefusal } from '@parley/domain';

/** A card as the account holder typed it: handed to the processor, never stored or logged. */
export interface CardDetails {
  /** digits only */
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  firstName: string;
  lastName: string;
}

/** What is kept of a card (DESIGN.md §8): the processor's token, brand, last four and expiry. */
export interface TokenisedCard {
  token: string;
  brand: TCardBrand;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
}

/** A bank account as typed for ACH: handed to the processor once, never stored or logged. */
export interface BankDetails {
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
}

/** What is kept of a bank account: the processor's token and the last four of the account. */
export interface TokenisedBank {
  token: string;
  lastFour: string;
}

export type Refused<C extends TCardRefusal = TCardRefusal> = { ok: false; code: C };

export type ChargeResult = { ok: true; chargeId: string } | Refused<'declined' | 'insufficientFunds'>;

/**
 * The payment processor port (DESIGN.md §8): a simulated processor by default, a real one behind
 * the same interface. Nothing outside payments/ knows which one runs.
 */
export interface PaymentProcessor {
  /** shown where it matters, as the simulated network is */
  readonly label: string;
  tokeniseCard(card: CardDetails, now?: Date): Promise<{ ok: true; card: TokenisedCard } | Refused>;
  /**
   * Takes `amountUnits` (ten-thousandths of a dollar) from a stored card. The same idempotency key
   * twice charges once and answers the first result, as processors do.
   */
  tokeniseBank(bank: BankDetails): Promise<{ ok: true; bank: TokenisedBank }>;
  /**
   * Sends two small deposits (1–99 cents each) to a tokenised bank account; the holder reads them
   * on the statement and confirms them with `verifyMicroDeposits`. Answers what a statement shows,
   * which only the simulated processor can know: a real one answers null (the bank tells the holder).
   */
  sendMicroDeposits(token: string): Promise<{ statementLine: string } | null>;
  /** Whether the two amounts (cents, either order) are the deposits made to the account. */
  verifyMicroDeposits(token: string, amounts: readonly [number, number]): Promise<boolean>;
  charge(input: { token: string; amountUnits: number; idempotencyKey: string }): Promise<ChargeResult>;
}
