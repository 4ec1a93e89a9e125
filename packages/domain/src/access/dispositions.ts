import { PRODUCT } from './privileges';
import { rule } from './rules';

// Apart from the resource, as for templates: the sidebar reads it at start, and the resource's
// module brings zod and its schemas with it (issue 24's sign-in budget).
/**
 * Reading follows the /dispositions link, in the Workflow group of doc 000 §2
 * ({product}-campaign-read); changing one needs account update too (issue 25), as a webhook's
 * change does: one cannot change what one cannot read.
 */
export const DISPOSITION_READ = rule.all(`${PRODUCT}-campaign-read`);
export const DISPOSITION_WRITE = rule.all(`${PRODUCT}-campaign-read`, 'gumby-acct-update');
