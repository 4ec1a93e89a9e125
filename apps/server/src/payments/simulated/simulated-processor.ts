import { randomBytes } from 'node:crypto';
import { cardBrand, isCardExpired, passesLuhn, securityCodeLength, CARD_NUMBER_LENGTH } from '@parley/domain';
import type { CardDetails, ChargeResult, PaymentProcessor, TokenisedCard } from '../port';

export const SIMULATED_PROCESSOR_LABEL = 'Simulated payments';

/** How a card behaves when charged: the processors' well-known test numbers. */
type TBehaviour = 'ok' | 'declined' | 'insufficient';
const TEST_NUMBERS: Record<string, TBehaviour> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};

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
    async charge({ token, amountUnits, idempotencyKey }) {
      const earlier = charges.get(idempotencyKey);
      if (earlier) return earlier;
      if (!Number.isSafeInteger(amountUnits) || amountUnits <= 0)
        throw new Error(`a charge is a positive whole number of units: ${amountUnits}`);
      const behaviour = /^sim_card_(ok|declined|insufficient)_/.exec(token)?.[1] as TBehaviour | undefined;
      const result: ChargeResult =
        behaviour === 'ok'
          ? { ok: true, chargeId: `sim_ch_${randomBytes(12).toString('hex')}` }
          : { ok: false, code: behaviour === 'insufficient' ? 'insufficientFunds' : 'declined' };
      charges.set(idempotencyKey, result);
      return result;
    },
  };
}
