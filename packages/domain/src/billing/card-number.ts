/**
 * A card number as a person types it: digits, spaces and dashes (issue 27). The form and the
 * server read it with the same helpers, so both refuse a wrong check digit before any processor
 * is asked; neither keeps it.
 */
export const CARD_NUMBER_LENGTH = { min: 12, max: 19 } as const;

/** The digits of what was typed; null when it holds anything but digits, spaces and dashes. */
export function cardDigits(typed: string): string | null {
  if (!/^[\d -]*$/.test(typed)) return null;
  return typed.replace(/[ -]/g, '');
}

/** The Luhn check (ISO/IEC 7812-1) every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Card'] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];

/** The brand by the number's leading digits (the networks' published ranges); 'Card' otherwise. */
export function cardBrand(digits: string): TCardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

/** A security code: 4 digits on American Express, 3 on the others. */
export const securityCodeLength = (brand: TCardBrand): number => (brand === 'American Express' ? 4 : 3);

/** How a stored card is shown: its last four digits only ('•••• 4242'). */
export const maskedNumber = (lastFour: string): string => `•••• ${lastFour}`;

/**
 * Ours, in the words processors use (the spec words none): why a card was refused. A wrong check
 * digit is said before any processor is asked.
 */
export const CARD_REFUSALS = {
  invalidNumber: 'Your card number is incorrect.',
  expired: 'Your card has expired.',
  incorrectCvc: 'Your card’s security code is incorrect.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
} as const;
export type TCardRefusal = keyof typeof CARD_REFUSALS;
