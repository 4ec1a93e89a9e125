import { fillText } from './fill-text';
// How the portal says what a change did to a resource's items (ours: the spec words only the
// account configuration's 'Success'). One rule for every resource: the toast after a create, a
// save, a delete or a switch on the selected rows, and the names a bulk confirmation lists.

export const RESOURCE_CHANGE_TEXTS = {
  created: 'created',
  saved: 'saved',
  deleted: 'deleted',
  enabled: 'enabled',
  disabled: 'disabled',
  /** numbers: released to the carrier, moved to a number set */
  released: 'released',
  moved: 'moved',
  /** payment methods: removed from the account, as their dialog says */
  removed: 'removed',
  /** after the names listed: '{n}' more were not */
  andMore: 'and {n} more',
} as const;

export type TResourceChange = Exclude<keyof typeof RESOURCE_CHANGE_TEXTS, 'andMore'>;

/** How many names a toast lists before 'and n more'. */
export const TOAST_NAMES_LISTED = 3;
/** How many names a confirmation lists before 'and n more'. */
export const CONFIRM_NAMES_LISTED = 5;

/**
 * The plural of a resource's label ('webhook' → 'webhooks'). Every label the portal has is a
 * regular noun; one that is not would need its plural written out here.
 */
export const pluralLabel = (label: string) => `${label}s`;

/** 'Webhook created' for one item, '3 webhooks deleted' for several. */
export function changeHeader(label: string, change: TResourceChange, count: number): string {
  const verb = RESOURCE_CHANGE_TEXTS[change];
  if (count === 1) return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${verb}`;
  return `${count} ${pluralLabel(label)} ${verb}`;
}

/** The first `max` names, and how many are left out. */
export function listedNames(names: readonly string[], max: number) {
  const shown = names.length > max ? names.slice(0, max) : [...names];
  return { shown, more: names.length - shown.length };
}

/** "'and 2 more'" for what a list left out. */
export const andMoreText = (more: number) => fillText(RESOURCE_CHANGE_TEXTS.andMore, { n: more });

/** 'Billing, CRM sync, Alerts and 2 more': the names a toast gives. */
export function namesPreview(names: readonly string[], max = TOAST_NAMES_LISTED): string {
  const { shown, more } = listedNames(names, max);
  return more > 0 ? `${shown.join(', ')} ${andMoreText(more)}` : shown.join(', ');
}

/** A change's toast: what happened to how many, then which. */
export const changeToastText = (label: string, change: TResourceChange, names: readonly string[]) => ({
  header: changeHeader(label, change, names.length),
  content: namesPreview(names),
});
