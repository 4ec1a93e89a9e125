// The message-template editor's texts (doc 000 §1, §3–§5, §8, §9), used from here only. The spec's
// own two messages ('Please enter template content.', 'Maximum length for {encoding} exceeded.') live
// in validation/messages and reach the editor through analyzeMessage's errors; everything here is ours.
import type { TBilledAs } from '../features/message-prices';
import { formatRate } from '../format/currency';
import type { Encoding } from '../messaging/encoding';
import { type CarrierEncoding, SEGMENT_SIZES } from '../messaging/segments';

// One formatter for every count: toLocaleString('en-US') sets one up per call, and the counters
// are formatted on every keystroke.
const EN_US = new Intl.NumberFormat('en-US');
const formatCount = (n: number) => EN_US.format(n);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const segmentsText = (n: number) => plural(n, 'segment', 'segments');
export const partsText = (n: number) => plural(n, 'part', 'parts');
export const charactersText = (n: number) => plural(n, 'character', 'characters');

/** A character shown in a sentence: an invisible one by its code point, so there is something to read. */
export function characterName(character: string): string {
  const cp = character.codePointAt(0) ?? 0;
  const visible = /[\p{L}\p{N}\p{P}\p{S}]/u.test(character);
  return visible ? character : `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

export const TEMPLATE_EDITOR_TEXTS = {
  encoding: 'Encoding',
  /** the spec's limits (doc 000 §5): the characters and parts the editor allows */
  limit: 'Length limit',
  characters: 'characters',
  parts: 'parts',
  /** what the message costs to send: SMS segments, or one MMS */
  billed: 'Billed as',
  /** with variables: what a contact without values gets, as the preview shows it */
  billedWithDefaults: 'Billed as, with defaults',
  filled: 'Once variables are filled',
  /** what the panel's region is called for screen readers */
  panel: 'Message length',
  replaceLookalikes: 'Replace look-alikes',
  variable: 'Variable',
  /** the hint on a chip and in the editor's description */
  editVariableHint: 'Enter or Alt+Enter edits the variable',
  encodings: {
    GSM7: 'GSM7',
    'Latin-1': 'Latin-1',
    Unicode: 'Unicode',
    Unidentified: 'Unidentified',
  } satisfies Record<Encoding, string>,
  /** the demos (/content, /editor-poc) */
  demo: {
    label: 'Template content',
    placeholder: 'Type your message. Variables are written %NAME% or %NAME|default%.',
    noSpaces: 'No spaces',
    latin1EightBit: 'Carrier takes 8-bit Latin-1',
    analysis: 'Analysis',
    sample:
      'Hi %FIRST_NAME|there%, your table at Harbor Grill is confirmed for 7:30 PM. We’re glad you’re coming! Reply STOP to opt out.',
  },
} as const;

export const variableClickedText = (name: string, defaultValue: string | undefined) =>
  `Edit ${name}${defaultValue ? ` (default ${defaultValue})` : ''}: the composer opens the variable dialog here.`;

/** '120 / 1,600' */
export const charactersUsedText = (length: number, maxLength: number) =>
  `${formatCount(length)} / ${formatCount(maxLength)}`;

export const partsUsedText = (parts: number, maxParts: number) => `${parts} / ${maxParts}`;

/**
 * What a variable reads, once the account's contact attributes are known: a contact attribute
 * (its label), or none (a custom variable); null while they are not known.
 */
export type TVariableReading =
  { readonly kind: 'contact'; readonly label: string } | { readonly kind: 'custom' } | null;

/**
 * The chip's accessible name: 'Variable FIRSTNAME, default Sam: the contact’s First name', or
 * '…: not a contact attribute'.
 */
export function variableChipName(
  name: string,
  defaultValue: string | undefined,
  reading: TVariableReading = null,
): string {
  const base = defaultValue ? `Variable ${name}, default ${defaultValue}` : `Variable ${name}, no default`;
  if (reading === null) return base;
  return reading.kind === 'contact' ? `${base}: the contact’s ${reading.label}` : `${base}: ${NOT_CONTACT}`;
}

const NOT_CONTACT = 'not a contact attribute';

/** The chip's tooltip line for a custom variable: what every contact gets in its place. */
export const customVariableNote = (defaultValue: string | undefined) =>
  defaultValue
    ? `No contact has a value for it: every contact gets its default, ${defaultValue}.`
    : 'No contact has a value for it: every contact gets nothing in its place.';

/** A range shown only when the two ends differ: '98–120 characters'. */
export function rangeText(min: number, max: number, unit: (n: number) => string): string {
  if (min === max) return unit(min);
  const [lo, hi] = min < max ? [min, max] : [max, min];
  return `${lo}–${unit(hi)}`;
}

/**
 * The length once variables are filled, from all empty to all at their defaults, and the segments
 * it is billed as (null for an MMS, billed as one whatever its length).
 */
export const filledLengthText = (chars: [number, number], segments: [number, number] | null) =>
  segments === null
    ? rangeText(chars[0], chars[1], charactersText)
    : `${rangeText(chars[0], chars[1], charactersText)}, ${rangeText(segments[0], segments[1], segmentsText)}`;

/** '3 segments · about $0.0237', '1 MMS · about $0.0200'; an empty SMS is '0 segments'. */
export function billedText(billed: TBilledAs, cost: number, separator = ' · '): string {
  if (billed.kind === 'sms' && billed.segments === 0) return segmentsText(0);
  const what = billed.kind === 'mms' ? '1 MMS' : segmentsText(billed.segments);
  return `${what}${separator}about ${formatRate(cost)}`;
}

/**
 * The one line under the billed figure: how segments relate to the spec's parts (160 characters
 * a part by its rule; 153 a segment once a GSM message is split, the rest of each segment carrying
 * the header that joins them), or that an MMS is one message.
 */
export function billingNoteText(a: {
  mms: boolean;
  encoding: Encoding;
  segmentEncoding: CarrierEncoding;
  perPart: number;
}): string {
  if (a.mms)
    return 'An MMS is billed as one message however long its text; the text is still held to the length limit.';
  const { single, concatenated } = SEGMENT_SIZES[a.segmentEncoding];
  const asUnicode = a.encoding === 'Latin-1' && a.segmentEncoding === 'UCS-2' ? ', as Unicode' : '';
  return `Billed per segment${asUnicode}: ${single} characters fit in one, ${concatenated} a segment once split; the limit counts parts of ${a.perPart}.`;
}

/** What the blamed characters cost, in the panel: '3 characters force Unicode.' */
export const blameSummaryText = (count: number, encoding: Encoding) =>
  count === 1 ? `1 character forces ${encoding}.` : `${formatCount(count)} characters force ${encoding}.`;

/** What the look-alike replacement would save, on its button's description. */
export const repairOfferText = (replaceable: number, segmentsNow: number, segmentsAfter: number) =>
  `${plural(replaceable, 'look-alike has', 'look-alikes have')} a GSM twin: ${segmentsText(segmentsNow)} → ${segmentsAfter}.`;

/** After the replacement: 'Replaced 4 characters: 3 segments → 1'. */
export const replacedText = (count: number, segmentsBefore: number, segmentsAfter: number) =>
  `Replaced ${charactersText(count)}: ${segmentsText(segmentsBefore)} → ${segmentsAfter}`;

/**
 * Why one character is highlighted and what it costs. `others` is how many other characters force
 * the same encoding; `instead` the segments once they are all gone (or replaced by their twins).
 */
export function blameExplanation(a: {
  character: string;
  encoding: Encoding;
  /** the character itself forces this (Latin-1 when the message is Unicode because of others) */
  forces: Encoding;
  others: number;
  segments: number;
  instead: number;
  replacement: string | undefined;
}): string {
  const ch = characterName(a.character);
  if (a.forces !== a.encoding) {
    return `this ${ch} is not in GSM7 and needs ${a.forces}; other characters already make the message ${a.encoding}.`;
  }
  const who =
    a.others === 0 ? `this ${ch} turns` : `this ${ch} and ${plural(a.others, 'other', 'others')} turn`;
  const cost =
    a.instead === a.segments
      ? `${segmentsText(a.segments)} either way`
      : `${segmentsText(a.segments)} instead of ${a.instead}`;
  const fix =
    a.replacement === undefined
      ? ''
      : a.replacement === ''
        ? ' It is invisible: it can be dropped.'
        : ` Its GSM twin is ${a.replacement === ' ' ? 'a plain space' : a.replacement === '\n' ? 'a line break' : a.replacement}.`;
  return `${who} the message into ${a.encoding}: ${cost}.${fix}`;
}

/**
 * Why a GSM extension character (€ [ ] { } ~ | ^ \ and form feed) is marked: it takes two of the
 * message's characters. `count` is how many the text holds; `instead` the segments if each took one.
 */
export function extendedCharacterExplanation(a: {
  character: string;
  count: number;
  segments: number;
  instead: number;
}): string {
  const ch = characterName(a.character);
  const why = `this ${ch} counts as 2 characters in GSM7: it is sent as an escape code and the character.`;
  if (a.instead === a.segments) return why;
  const these = a.count === 1 ? 'It costs' : `The ${formatCount(a.count)} such characters here cost`;
  return `${why} ${these} ${segmentsText(a.segments)} instead of ${a.instead}.`;
}

/** The live region's summary, spoken once typing pauses: the limit, then what it is billed as. */
export const analysisSummaryText = (a: {
  encoding: Encoding;
  length: number;
  maxLength: number;
  parts: number;
  maxParts: number;
  billed: TBilledAs;
  cost: number;
}) =>
  `${a.encoding}, ${formatCount(a.length)} of ${formatCount(a.maxLength)} characters, ${a.parts} of ${partsText(a.maxParts)}; billed as ${billedText(a.billed, a.cost, ', ')}.`;
