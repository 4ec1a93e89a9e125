import { text } from '../validation/text';
import { formatCurrency, type TFractionDigits } from '../format/currency';

/**
 * DESIGN.md §8: money is kept in integer ten-thousandths of a dollar, so a price like $0.0079 a
 * segment is exact and sums never round. A "unit" below is one ten-thousandth.
 */
export const MONEY_UNITS_PER_DOLLAR = 10_000;
export const MONEY_UNITS_PER_CENT = 100;

/** Whole dollars → units. */
export const unitsOfDollars = (dollars: number): number => Math.round(dollars * MONEY_UNITS_PER_DOLLAR);
/** Cents (the price list's and Add Feature's fees) → units. */
export const unitsOfCents = (cents: number): number => Math.round(cents * MONEY_UNITS_PER_CENT);

/**
 * Units → the API's text: a decimal with four places ('-12.3400'), exact at any size, the way
 * payment APIs send amounts (a JSON number would invite float arithmetic on money).
 */
export function moneyText(units: number | bigint): string {
  const n = BigInt(units);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const scale = BigInt(MONEY_UNITS_PER_DOLLAR);
  const fraction = (abs % scale).toString().padStart(4, '0');
  return `${negative ? '-' : ''}${abs / scale}.${fraction}`;
}

const MONEY_TEXT = /^-?\d{1,15}\.\d{4}$/;

/** The API's money text back to units (the web reads balances and amounts with it). */
export function unitsOfMoneyText(value: string): number {
  if (!MONEY_TEXT.test(value)) throw new Error(`not an amount: ${value}`);
  const negative = value.startsWith('-');
  const [whole, fraction] = value.replace('-', '').split('.') as [string, string];
  const units = Number(whole) * MONEY_UNITS_PER_DOLLAR + Number(fraction);
  return negative ? -units : units;
}

/** An amount as the API writes it: dollars with exactly four decimals. */
export const ZMoneyText = text()
  .regex(MONEY_TEXT)
  .describe('US dollars with four decimals, as text so it stays exact: "12.3400", "-0.0079"');

/** $1,234.50: balances and payments with 2 digits (doc 001 §9), rates with 4, from units. */
export const formatUnits = (
  units: number,
  options: { fractionDigits?: TFractionDigits; currency?: string } = {},
) => formatCurrency(units / MONEY_UNITS_PER_DOLLAR, options);

/**
 * The API's money text as a person reads it: 2 digits unless the amount has more (a message's
 * $0.0079), so nothing is rounded away.
 */
export function formatMoneyText(value: string): string {
  const units = unitsOfMoneyText(value);
  return formatUnits(units, { fractionDigits: units % 100 === 0 ? 2 : 4 });
}
