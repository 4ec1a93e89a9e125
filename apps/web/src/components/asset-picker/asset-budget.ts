import { ASSET_MAX_BYTES, ASSET_TEXTS, overBudgetText } from '@parley/domain';

/**
 * What an image may weigh in the picker: the message's budget, never more than the library's
 * 1 MB (a larger budget cannot let in a file the library refuses).
 */
export const effectiveBudget = (budgetBytes: number | undefined) =>
  Math.min(budgetBytes ?? ASSET_MAX_BYTES, ASSET_MAX_BYTES);

/**
 * Why an image of this size cannot be chosen, or null when it can: the spec's 1 MB text when the
 * budget is the library's limit, else ours naming the smaller budget.
 */
export function overBudgetMessage(size: number, budget: number): string | null {
  if (size <= budget) return null;
  return budget >= ASSET_MAX_BYTES ? ASSET_TEXTS.overLimit : overBudgetText(size, budget);
}
