import { fillText } from './fill-text';
// The message-template resource's texts (issue 15): the form and the API say these, written once.
export const TEMPLATE_TITLE_MAX_LENGTH = 100;

export const TEMPLATE_TEXTS = {
  titleRequired: 'Please enter a template title.',
  titleTooLong: `A template title can be at most ${TEMPLATE_TITLE_MAX_LENGTH} characters.`,
  titleTaken: 'A template with this title already exists.',
  assetMissing: 'The chosen image is no longer in the asset library. Please choose another.',
  assetInUse:
    'This image is attached to {count} message template(s). Remove it from them before deleting it.',
} as const;

/** 'This image is attached to 2 message template(s)…': the 409 of deleting an asset in use. */
export const templateAssetInUseMessage = (count: number) => fillText(TEMPLATE_TEXTS.assetInUse, { count });

/** The emoji picker's texts (components/emoji-picker): the spec gives none but its 8 per line. */
export const EMOJI_PICKER_TEXTS = {
  button: 'Insert emoji',
  picker: 'Emoji',
  search: 'Search emoji',
  searchPlaceholder: 'Search…',
  noMatches: 'No emoji found.',
  loadFailed: 'The emoji could not be loaded. Please try again later.',
  skinTone: 'Change skin tone',
  /** shown until an emoji is pointed at or reached with the arrow keys */
  hint: 'Pick an emoji: type to search, arrow keys to move, Enter to insert.',
} as const;

/** Doc 000 §9: the emoji picker shows 8 per line. */
export const EMOJI_PICKER_COLUMNS = 8;
