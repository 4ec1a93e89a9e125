// @page /logs/sms
import { SmsLogsPage } from '@/features/sms-logs/components/sms-logs-page';

/** /logs/sms: the route guard has checked the Reports link's rule (doc 000 §2), MESSAGE_READ. */
export function Component() {
  return <SmsLogsPage />;
}
