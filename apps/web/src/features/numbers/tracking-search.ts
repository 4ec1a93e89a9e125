import { EMPTY_AVAILABLE_SEARCH, availableSearchParams } from '@parley/domain';

/** The address's `from=tracking`: the tracking redirect of doc 000 §2 brought the user here. */
export const FROM_TRACKING = 'tracking';

/**
 * Doc 000 §2's tracking numbers, as a ready search of /purchase-numbers: local numbers that take
 * calls (ours: the spec names the page only, docs/decisions.md).
 */
export const TRACKING_SEARCH_PATH = `/purchase-numbers?${new URLSearchParams({
  ...availableSearchParams({ ...EMPTY_AVAILABLE_SEARCH, type: 'local', capabilities: ['voice'] }),
  from: FROM_TRACKING,
}).toString()}`;
