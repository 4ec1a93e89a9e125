/** Doc 001 §4, §9: a card is expiring soon when at most 2 months remain. */
export const CARD_EXPIRING_SOON_MONTHS = 2;

/** A two-digit expiry year (as cards print it) is in this century. */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/**
 * Months from now's month to the expiry month: 0 in the expiry month itself (the card still works
 * until that month ends), negative once it is past. `month` is 1–12; `now`'s month is local time.
 */
export function cardMonthsRemaining(expiryMonth: number, expiryYear: number, now: Date = new Date()): number {
  return (fullYear(expiryYear) - now.getFullYear()) * 12 + (expiryMonth - (now.getMonth() + 1));
}

/**
 * Doc 001 §4: expired if the year is past, or it is the current year and the month is before the
 * current month.
 */
export const isCardExpired = (expiryMonth: number, expiryYear: number, now: Date = new Date()): boolean =>
  cardMonthsRemaining(expiryMonth, expiryYear, now) < 0;

/** Doc 001 §4: not expired, with at most `threshold` months (2 by default) remaining. */
export function isCardExpiringSoon(
  expiryMonth: number,
  expiryYear: number,
  now: Date = new Date(),
  threshold: number = CARD_EXPIRING_SOON_MONTHS,
): boolean {
  const left = cardMonthsRemaining(expiryMonth, expiryYear, now);
  return left >= 0 && left <= threshold;
}

export type TCardExpiryState = 'expired' | 'expiring-soon' | 'valid';

export function cardExpiryState(
  expiryMonth: number,
  expiryYear: number,
  now: Date = new Date(),
): TCardExpiryState {
  if (isCardExpired(expiryMonth, expiryYear, now)) return 'expired';
  return isCardExpiringSoon(expiryMonth, expiryYear, now) ? 'expiring-soon' : 'valid';
}
