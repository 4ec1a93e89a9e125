import { describe, expect, it } from 'vitest';
import { ZUserConfigPut } from '../schemas/config';
import {
  CARRIER_BUDGET_CONFIG_KEY,
  CARRIER_BUDGETS,
  CARRIER_BUDGET_UNKNOWN,
  DEFAULT_CARRIER_BUDGET,
  IMAGE_SHRINK_TEXTS,
  carrierBudget,
  imageShrinkText,
} from './image-shrink';

describe('carrier budgets', () => {
  it('start at the spec’s 1 MB and name each budget once', () => {
    expect(DEFAULT_CARRIER_BUDGET.bytes).toBe(1_000_000);
    expect(new Set(CARRIER_BUDGETS.map((b) => b.id)).size).toBe(CARRIER_BUDGETS.length);
  });

  it('read an unknown or missing id as the default', () => {
    expect(carrierBudget('toll-free').bytes).toBe(600_000);
    expect(carrierBudget('huge')).toBe(DEFAULT_CARRIER_BUDGET);
    expect(carrierBudget(undefined)).toBe(DEFAULT_CARRIER_BUDGET);
  });

  it('are the only values the user setting takes', () => {
    const put = (value: string) => ZUserConfigPut.safeParse({ key: CARRIER_BUDGET_CONFIG_KEY, value });
    expect(put('toll-free').success).toBe(true);
    expect(put('huge').error?.issues[0]).toMatchObject({ path: ['value'], message: CARRIER_BUDGET_UNKNOWN });
    // other keys keep taking any text
    expect(ZUserConfigPut.safeParse({ key: 'color_scheme', value: 'huge' }).success).toBe(true);
  });
});

describe('imageShrinkText', () => {
  it('writes bytes as file sizes and pixels as numbers', () => {
    expect(
      imageShrinkText(IMAGE_SHRINK_TEXTS.result, { from: 4_517_119, to: 974_481, width: 2854, height: 2141 }),
    ).toBe('Shrunk from 4.5 MB to 974.5 KB, 2854 × 2141 pixels.');
    expect(imageShrinkText(IMAGE_SHRINK_TEXTS.overBudget, { size: 1_234_567, budget: 600_000 })).toBe(
      'This image is 1.2 MB, over the 600 KB limit.',
    );
  });
});
