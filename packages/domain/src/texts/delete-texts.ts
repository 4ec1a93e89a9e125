import { fillText } from './fill-text';
import type { TResourceChange } from './resource-changes';

/**
 * How the one delete dialog asks (issue 25), per resource: a title for one item and for several,
 * and a message for each (`{name}`: the item's name; `{n}`: how many). Ours: the spec words none.
 */
export interface TDeleteTexts {
  title: string;
  manyTitle: string;
  one: string;
  many: string;
  /** the button, menu entry and toast when 'Delete' is not the word (numbers are released) */
  verb?: { action: string; done: TResourceChange };
}

/** The dialog's title and message for the items about to go, named as a person calls them. */
export function deleteDialogText(texts: TDeleteTexts, names: readonly string[]) {
  const many = names.length > 1;
  return {
    title: many ? texts.manyTitle : texts.title,
    message: many ? fillText(texts.many, { n: names.length }) : fillText(texts.one, { name: names[0] ?? '' }),
  };
}
