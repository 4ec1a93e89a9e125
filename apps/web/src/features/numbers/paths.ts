import { EMPTY_AVAILABLE_SEARCH, availableSearchParams } from '@parley/domain';

// The Numbers pages' own addresses, apart from the pages so a link does not load a page's chunk.

/** The address that opens a set in its form: /create-number-set?numberSetId=NS… */
export const editSetPath = (numberSetId: string) =>
  `/create-number-set?${new URLSearchParams({ numberSetId }).toString()}`;

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
