import { z } from 'zod';
import { FORM_FIELDS_OUR_TEXT } from './texts';
import { FORM_FIELD_LIMITS } from './limits';
import { fillText } from '../texts/fill-text';

const { customAmountMin, customAmountMax, moneyMin, moneyMax } = FORM_FIELD_LIMITS;

/** Whether an amount is one of the preset amount selector's choices (doc 001 §5). */
export const isPresetAmount = (amount: number) =>
  (FORM_FIELD_LIMITS.presetAmounts as readonly number[]).includes(amount);

/**
 * The preset amount selector's value: one of 10 … 5000 or a custom amount in whole dollars
 * (doc 001 §5). The form holds a number, or null before a choice.
 */
export const ZPresetAmount = z
  .number({ error: FORM_FIELDS_OUR_TEXT.amountRequired })
  .int(FORM_FIELDS_OUR_TEXT.amountWhole)
  .refine((v) => isPresetAmount(v) || (v >= customAmountMin && v <= customAmountMax), {
    message: fillText(FORM_FIELDS_OUR_TEXT.amountRange, {
      min: customAmountMin,
      max: customAmountMax.toLocaleString('en-US'),
    }),
  });

/** Whole cents: a dollar amount with at most 2 decimal places (floating point read kindly). */
const hasCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * A money field (doc 001 §5: minimum -999999999 by default): dollars with at most 2 decimals.
 * `min` and `max` narrow it for one field.
 */
export function moneySchema({ min = moneyMin, max = moneyMax }: { min?: number; max?: number } = {}) {
  return z
    .number({ error: FORM_FIELDS_OUR_TEXT.numberRequired })
    .min(
      min,
      min === moneyMin
        ? FORM_FIELDS_OUR_TEXT.moneyMin
        : fillText(FORM_FIELDS_OUR_TEXT.amountRange, { min, max }),
    )
    .max(
      max,
      max === moneyMax
        ? FORM_FIELDS_OUR_TEXT.moneyMax
        : fillText(FORM_FIELDS_OUR_TEXT.amountRange, { min, max }),
    )
    .refine(hasCents, FORM_FIELDS_OUR_TEXT.moneyCents);
}

export const ZMoney = moneySchema();
