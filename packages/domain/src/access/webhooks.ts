import { PRODUCT } from './privileges';
import { rule } from './rules';

// Apart from the webhooks resource, as for breaks: the shell reads WEBHOOK_WRITE at start (the
// disabled-webhook notice), and the resource's module brings zod and its schemas with it.
/**
 * The spec names no webhook privilege. Reading follows the /webhooks link, in the Workflow group
 * of doc 000 §2 ({product}-campaign-read); changing one also needs account update, because a
 * webhook sends the account's data to an address outside Parley: a setting, which supervisors do
 * not hold (docs/decisions.md).
 */
export const WEBHOOK_READ = rule.all(`${PRODUCT}-campaign-read`);
export const WEBHOOK_WRITE = rule.all(`${PRODUCT}-campaign-read`, 'gumby-acct-update');
