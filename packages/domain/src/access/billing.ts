import { rule } from './rules';

// Apart from the billing schemas, as for breaks: the sidebar reads it at start (issue 24's budget).
/**
 * Doc 000 §2: /billing/history is for manage-payment holders; issue 27 gives the whole Billing
 * page, its balance, payment methods and history the same rule.
 */
export const BILLING_ACCESS = rule.all('manage-payment');
