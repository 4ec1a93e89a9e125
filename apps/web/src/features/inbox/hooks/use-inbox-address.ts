import {
  CONVERSATION_STATUSES,
  INBOX_VIEWS,
  type TConversationStatus,
  type TInboxView,
} from '@parley/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The address's parameters: the open conversation, and the list's view, status, search and inbox. */
export const INBOX_PARAMS = {
  conversation: 'c',
  view: 'view',
  status: 'status',
  q: 'q',
  inbox: 'inbox',
} as const;

export interface TInboxAddress {
  view: TInboxView;
  status: TConversationStatus;
  q: string;
  /** one inbox of `GET /v3/inbox/names` (`number:+1…`, `set:…`), or null for all of them */
  inbox: string | null;
  /** the open conversation, or null */
  open: string | null;
}

/** What the list's filters change; the open conversation stays. */
export type TInboxFilterChange = Partial<Pick<TInboxAddress, 'view' | 'status' | 'q' | 'inbox'>>;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * What the inbox shows, kept in the address (issue 30): a reload opens the same conversation in
 * the same view, and Back goes to the conversation before. Opening a conversation is a step in
 * the history; changing the view, the status, the search or the inbox replaces the entry.
 * The view starts at All, as the API's does: nothing waiting is hidden from a new user.
 */
export function useInboxAddress() {
  const [params, setParams] = useSearchParams();
  const address = useMemo<TInboxAddress>(
    () => ({
      view: oneOf(INBOX_VIEWS, params.get(INBOX_PARAMS.view), 'all'),
      status: oneOf(CONVERSATION_STATUSES, params.get(INBOX_PARAMS.status), 'open'),
      q: params.get(INBOX_PARAMS.q) ?? '',
      inbox: params.get(INBOX_PARAMS.inbox) || null,
      open: params.get(INBOX_PARAMS.conversation) || null,
    }),
    [params],
  );

  const change = useCallback(
    (next: Partial<Record<keyof typeof INBOX_PARAMS, string | null>>, replace: boolean) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            const name = INBOX_PARAMS[key as keyof typeof INBOX_PARAMS];
            if (value === null || value === '') out.delete(name);
            else out.set(name, value);
          }
          return out;
        },
        { replace },
      ),
    [setParams],
  );

  return {
    address,
    setFilter: useCallback((filter: TInboxFilterChange) => change(filter, true), [change]),
    openConversation: useCallback((id: string | null) => change({ conversation: id }, false), [change]),
  };
}

/** The address of a conversation of the inbox (the contact panel's other conversations). */
export const conversationHref = (search: URLSearchParams, id: string) => {
  const next = new URLSearchParams(search);
  next.set(INBOX_PARAMS.conversation, id);
  return `?${next.toString()}`;
};
