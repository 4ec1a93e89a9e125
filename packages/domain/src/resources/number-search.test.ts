import { describe, expect, it } from 'vitest';
import { NUMBER_MESSAGES } from '../texts/numbers-page';
import {
  EMPTY_AVAILABLE_SEARCH,
  ZAvailableSearch,
  availableSearchOf,
  availableSearchParams,
} from './number-search';

describe('the purchase search in the address', () => {
  it('goes into the address and comes back the same', () => {
    const search = {
      type: 'local' as const,
      areaCode: '312',
      contains: '55',
      capabilities: ['sms' as const, 'voice' as const],
    };
    const params = new URLSearchParams(availableSearchParams(search));
    expect(params.toString()).toBe('type=local&areaCode=312&contains=55&capabilities=sms%2Cvoice');
    const back = availableSearchOf(params);
    expect('form' in back && back.form).toEqual(search);
    expect('search' in back && back.search).toMatchObject({ type: 'local', areaCode: '312', limit: 20 });
  });

  it('is no search without a type, and says what is wrong in one typed by hand', () => {
    expect(availableSearchOf(new URLSearchParams('areaCode=312'))).toEqual({ search: null });
    expect(availableSearchOf(new URLSearchParams('type=local&areaCode=123&contains=5a'))).toEqual({
      problems: [NUMBER_MESSAGES.areaCode, NUMBER_MESSAGES.contains],
    });
  });

  it('checks the form with the query’s messages', () => {
    expect(ZAvailableSearch.safeParse(EMPTY_AVAILABLE_SEARCH).success).toBe(true);
    const bad = ZAvailableSearch.safeParse({ ...EMPTY_AVAILABLE_SEARCH, contains: '12345678901' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([NUMBER_MESSAGES.containsTooLong]);
  });
});
