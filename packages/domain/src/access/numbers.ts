import { PRODUCT } from './privileges';
import { rule } from './rules';

// Apart from the resources, as for breaks: the sidebar reads these at start, and a resource's
// module brings zod and its schemas with it (issue 24's sign-in budget).
/**
 * Doc 000 §2: the Numbers group (Purchase Numbers, Numbers, Number Sets) needs
 * `{product}-number-release`; issue 26 asks the same of buying, changing and releasing a number.
 */
export const NUMBER_ACCESS = rule.all(`${PRODUCT}-number-release`);

/** Doc 000 §2: /cnam sits under Settings, for those who change the account (gumby-acct-update). */
export const CALLER_NAME_ACCESS = rule.all('gumby-acct-update');
