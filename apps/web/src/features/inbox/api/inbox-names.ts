import { INBOX_PAGE_TEXTS as T, fillText, type TInboxName } from '@parley/domain';
import { inbox } from '@/resources/inbox';

/**
 * The account's inboxes (`GET /v3/inbox/names`: its numbers able to text and its number sets), for
 * the list's inbox filter. They change when numbers are bought or sets made, not while one reads
 * the inbox: read again after five minutes at most.
 */
export const inboxNamesQuery = (accountId: string) =>
  inbox.query('names', { scope: [accountId], staleTime: 5 * 60_000 });

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * How an inbox is named in the filter: a set says it is one; a number whose friendly name says
 * more than the number (not just the number formatted, the default) shows both.
 */
export function inboxLabel(named: TInboxName): string {
  if (named.kind === 'set') return fillText(T.inboxSetOption, { name: named.name });
  const [number] = named.numbers;
  return number && digits(number) !== digits(named.name)
    ? fillText(T.inboxNumberOption, { name: named.name, number })
    : named.name;
}
