// @page /webhooks
import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';

/** /webhooks: the route guard has checked the Workflow privilege of the link (doc 000 §2). */
export function Component() {
  return <WebhooksPage />;
}
