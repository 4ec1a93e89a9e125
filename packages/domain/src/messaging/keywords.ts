/**
 * The keywords a recipient texts to an account's number (issue 28, CTIA's and the carriers'
 * practice): STOP and its synonyms block further messages from the account to them, START or
 * UNSTOP lifts it, HELP gets the account's help text. Matched on the whole message, trimmed, in
 * any case, as carriers match them ("Stop" and "stop." opt out; "please stop by" does not).
 */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;
export const HELP_KEYWORDS = ['HELP'] as const;

export type TKeywordAction = 'opt-out' | 'opt-in' | 'help';

const ACTIONS: ReadonlyMap<string, TKeywordAction> = new Map([
  ...OPT_OUT_KEYWORDS.map((k) => [k, 'opt-out'] as const),
  ...OPT_IN_KEYWORDS.map((k) => [k, 'opt-in'] as const),
  ...HELP_KEYWORDS.map((k) => [k, 'help'] as const),
]);

/** What an inbound message asks for, or null for an ordinary message. */
export function keywordAction(body: string): TKeywordAction | null {
  // a trailing full stop or exclamation mark, as phones add them, is the same keyword
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  return ACTIONS.get(word) ?? null;
}
