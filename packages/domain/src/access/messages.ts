import { PRODUCT } from './privileges';
import { rule } from './rules';

// Apart from the messages resource, as for breaks: the sidebar and the page guard read these at
// start (issue 24's budget).
/**
 * Reading the message log is the /logs/sms link's rule (doc 000 §2, the Reports group:
 * rpt-usage-read, rpt-logs-read or {product}-campaign-read). The spec names none to send;
 * `message-send` is ours, held by owners, admins and supervisors (docs/decisions.md).
 */
export const MESSAGE_READ = rule.any('rpt-usage-read', 'rpt-logs-read', `${PRODUCT}-campaign-read`);
export const MESSAGE_SEND = rule.all('message-send');
