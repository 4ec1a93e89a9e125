/**
 * Doc 001 §5 lists the patterns without their text; these are ours.
 * Names: letters of any script, spaces, apostrophes, hyphens and periods, starting with a letter.
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '.-]*$/u;
export const NAME_MAX_LENGTH = 50;
