// The webhooks page's texts: ours, the spec words none.
import type { TDeleteTexts } from './delete-texts';

/** Asking before deleting webhooks (the one dialog of issue 25). */
export const WEBHOOK_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete webhook',
  manyTitle: 'Delete webhooks',
  one: 'Delete the webhook {name}? Its URL will receive no more events.',
  many: 'Delete {n} webhooks? Their URLs will receive no more events.',
};
