import { MESSAGES } from './messages';
import { NAME_MAX_LENGTH, NAME_PATTERN } from './patterns';
import { text } from './text';

/** A person's name as doc 001 §5's pattern allows it (a letter first; letters, marks, space ' . -). */
export const isPersonName = (value: string): boolean =>
  value.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(value);

/**
 * A required name: trimmed, then the pattern; every failure gives the one message. Written as
 * checks rather than a refine so the API reference shows the length and the pattern.
 */
export const personName = (message: string) =>
  text({ error: message })
    .trim()
    // an empty name fails once, not also the length and the pattern
    .min(1, { error: message, abort: true })
    .max(NAME_MAX_LENGTH, { error: message, abort: true })
    .regex(NAME_PATTERN, message);

/** 'First Name is required and may not contain special characters.' */
export const ZFirstName = personName(MESSAGES.firstNameRequired);
/** 'Last Name is required and may not contain special characters.' */
export const ZLastName = personName(MESSAGES.lastNameRequired);
