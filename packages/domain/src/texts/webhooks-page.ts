// The webhooks page's texts: ours, the spec words none.
import type { TFilterChoices } from './data-table';
import type { TDeleteTexts } from './delete-texts';

/** The webhooks table's status filter: enabled, disabled, all (ours, in the style of doc 001 §2's user status). */
export const WEBHOOK_ENABLED_FILTER: TFilterChoices = {
  label: 'Status',
  choices: [
    { value: 'true', label: 'Enabled' },
    { value: 'false', label: 'Disabled' },
    { value: null, label: 'All' },
  ],
};

/** Asking before deleting webhooks (the one dialog of issue 25). */
export const WEBHOOK_DELETE_TEXTS: TDeleteTexts = {
  title: 'Delete webhook',
  manyTitle: 'Delete webhooks',
  one: 'Delete the webhook {name}? Its URL will receive no more events.',
  many: 'Delete {n} webhooks? Their URLs will receive no more events.',
};
