import { createHash, randomBytes } from 'node:crypto';
import { cardBrand, isCardExpired, passesLuhn, securityCodeLength, CARD_NUMBER_LENGTH } from '@parley/domain';
import type { BankDetails, CardDetails, ChargeResult, PaymentProcessor, TokenisedCard } from '../port';

export const SIMULATED_PROCESSOR_LABEL = 'Simulated payments';

/** How a card behaves when charged: the processors' well-known test numbers. */
type TBehaviour = 'ok' | 'declined' | 'insufficient';
const TEST_NUMBERS: Record<string, TBehaviour> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};

/** A bank account that is closed when charged (Stripe's test account 000111111116). */
const CLOSED_BANK_ACCOUNT = '000111111116';

/**
 * The two micro-deposits of a bank account, in cents: derived from its token, so they hold across
 * restarts without a table of their own.
 */
export function simulatedDeposits(token: string): [number, number] {
  const digest = createHash('sha256').update(`deposits:${token}`).digest();
  return [(digest[0]! % 99) + 1, (digest[1]! % 99) + 1];
}

const cents = (n: number) => `$0.${String(n).padStart(2, '0')}`;

/**
 * The default processor: no money moves. It tokenises a card as processors do (a wrong check
 * digit, an expired card or a security code of the wrong length is refused), and its charges
 * answer like the test numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 has insufficient funds; any other valid number succeeds. The behaviour rides
 * in the token, so it holds across restarts; charges are remembered by idempotency key while the
 * process runs.
 */
export function createSimulatedProcessor(): PaymentProcessor {
  const charges = new Map<string, ChargeResult>();
  return {
    label: SIMULATED_PROCESSOR_LABEL,
    async tokeniseCard(card: CardDetails, now = new Date()) {
      const { number } = card;
      if (
        number.length < CARD_NUMBER_LENGTH.min ||
        number.length > CARD_NUMBER_LENGTH.max ||
        !passesLuhn(number)
      )
        return { ok: false, code: 'invalidNumber' };
      if (isCardExpired(card.expiryMonth, card.expiryYear, now)) return { ok: false, code: 'expired' };
      const brand = cardBrand(number);
      if (!new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(card.securityCode))
        return { ok: false, code: 'incorrectCvc' };
      const behaviour = TEST_NUMBERS[number] ?? 'ok';
      const tokenised: TokenisedCard = {
        token: `sim_card_${behaviour}_${randomBytes(12).toString('hex')}`,
        brand,
        lastFour: number.slice(-4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
      return { ok: true, card: tokenised };
    },
    async tokeniseBank(bank: BankDetails) {
      const behaviour: TBehaviour = bank.accountNumber === CLOSED_BANK_ACCOUNT ? 'declined' : 'ok';
      return {
        ok: true,
        bank: {
          token: `sim_ach_${behaviour}_${randomBytes(12).toString('hex')}`,
          lastFour: bank.accountNumber.slice(-4),
        },
      };
    },
    async sendMicroDeposits(token: string) {
      const [a, b] = simulatedDeposits(token);
      return { statementLine: `Two deposits from PARLEY ACCTVERIFY: ${cents(a)} and ${cents(b)}.` };
    },
    async verifyMicroDeposits(token: string, amounts: readonly [number, number]) {
      const expected = simulatedDeposits(token).sort((x, y) => x - y);
      const given = [...amounts].sort((x, y) => x - y);
      return expected[0] === given[0] && expected[1] === given[1];
    },
    async charge({ token, amountUnits, idempotencyKey }) {
      const earlier = charges.get(idempotencyKey);
      if (earlier) return earlier;
      if (!Number.isSafeInteger(amountUnits) || amountUnits <= 0)
        throw new Error(`a charge is a positive whole number of units: ${amountUnits}`);
      const behaviour = /^sim_(?:card|ach)_(ok|declined|insufficient)_/.exec(token)?.[1] as
        TBehaviour | undefined;
      const result: ChargeResult =
        behaviour === 'ok'
          ? { ok: true, chargeId: `sim_ch_${randomBytes(12).toString('hex')}` }
          : { ok: false, code: behaviour === 'insufficient' ? 'insufficientFunds' : 'declined' };
      charges.set(idempotencyKey, result);
      return result;
    },
  };
}
