// The webhooks page's texts: ours, the spec words none.
import type { TDeleteTexts } from './delete-texts';

/** Asking before deleting webhooks (the one dialog of issue 25). */
export const WEBHOOK_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete webhook',
  manyTitle: 'Delete webhooks',
  one: 'Delete the webhook {name}? Its URL will receive no more events.',
  many: 'Delete {n} webhooks? Their URLs will receive no more events.',
};

/** The page's own words. */
export const WEBHOOKS_PAGE_TEXTS = {
  title: 'Webhooks',
  intro: 'Send this account’s events to your own systems as they happen.',
  tableLabel: 'Webhooks of the account',
  add: 'Add webhook',
  addTitle: 'Add webhook',
  editTitle: 'Edit webhook',
} as const;
