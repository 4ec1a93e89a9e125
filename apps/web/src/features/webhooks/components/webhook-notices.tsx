import { useWebhookNotices } from '../api/use-webhook-notices';

/** The disabled-webhook notice as a component, so the shell loads its code (and the webhooks resource) apart. */
export default function WebhookNotices() {
  useWebhookNotices();
  return null;
}
