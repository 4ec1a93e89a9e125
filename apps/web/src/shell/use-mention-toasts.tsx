import { Anchor } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T, fillText, type TNote, type TTimelineEntry } from '@parley/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { hideToast, showToast } from '@/components/toast/show-toast';
import { paths } from '@/config/paths';
import type { TLiveEvent } from '@/lib/live-events';
import { useSignedInSession } from '@/lib/session';
import { inbox, timelineQuery, type TTimelineData } from '@/resources/inbox';

/** What the toast quotes of the note, at most. */
const QUOTE_CHARS = 120;

/** The inbox with the conversation open (the inbox's address keeps it in `c`). */
export const mentionedConversationHref = (conversationId: string) =>
  `${paths.inbox}?${new URLSearchParams({ c: conversationId }).toString()}`;

const noteIn = (entries: readonly TTimelineEntry[] | undefined, noteId: string): TNote | null => {
  const entry = entries?.find((e) => e.kind === 'note' && e.note.noteId === noteId);
  return entry?.kind === 'note' ? entry.note : null;
};

/**
 * The note an event announces. The event names it only (the stream carries no text, DESIGN §8's
 * live events), so it is read where it is: the timeline held in the cache when the conversation is
 * open (refreshed by the same batch of events), else the conversation's newest page. Null when
 * neither has it.
 */
async function readNote(
  client: QueryClient,
  accountId: string,
  conversationId: string,
  noteId: string,
): Promise<TNote | null> {
  const held = client.getQueryData<TTimelineData>(timelineQuery(accountId, conversationId).queryKey);
  const found = noteIn(held?.pages[0]?.items, noteId);
  if (found) return found;
  const head = await inbox.sendPage('timeline', { params: { id: conversationId } });
  return head.ok ? noteIn(head.value.items, noteId) : null;
}

const quote = (body: string) =>
  body.length > QUOTE_CHARS ? `${body.slice(0, QUOTE_CHARS - 1).trimEnd()}…` : body;

/**
 * Issue 30's mentions: a teammate's note that names the signed-in user tells them on whatever
 * page they are, with a toast saying who, quoting the note, and a link to the conversation. Their
 * own note (a user may mention themselves) says nothing. Answers the function InboxLive gives
 * each batch of events, with the promise of the batch's cache refresh: the note is looked for in
 * the refreshed timeline before it is read on its own.
 */
export function useMentionToasts(): (events: readonly TLiveEvent[], applied: Promise<unknown>) => void {
  const { accountId, clientId } = useSignedInSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  // a note told once, should its event come again (a replay after a reconnection)
  const told = useRef(new Set<string>());

  const tell = useCallback(
    async (conversationId: string, noteId: string) => {
      const note = await readNote(client, accountId, conversationId, noteId).catch(() => null);
      if (note?.authorId === clientId) return;
      const href = mentionedConversationHref(conversationId);
      let id = '';
      // the toasts are drawn outside the router: the link navigates through the frame's router
      // (a click with a modifier is the browser's: a new tab, a new window)
      const open = (e: MouseEvent<HTMLAnchorElement>) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        hideToast(id);
        void navigate(href);
      };
      id = showToast({
        type: 'warning',
        header: note ? fillText(T.mentionedYou, { name: note.authorName }) : T.mentionedYouSomeone,
        content: (
          <>
            {note ? `“${quote(note.body)}” ` : null}
            <Anchor href={href} onClick={open} size="sm" fw={600}>
              {T.openMentionedConversation}
            </Anchor>
          </>
        ),
      });
    },
    [client, accountId, clientId, navigate],
  );

  return useCallback(
    (events: readonly TLiveEvent[], applied: Promise<unknown>) => {
      const mine = events.filter(
        (e) =>
          e.type === 'note.created' &&
          e.conversationId !== null &&
          e.subjectId !== null &&
          (e.mentions ?? []).includes(clientId) &&
          !told.current.has(e.subjectId),
      );
      if (mine.length === 0) return;
      for (const e of mine) told.current.add(e.subjectId!);
      void applied
        .catch(() => undefined)
        .then(() => Promise.all(mine.map((e) => tell(e.conversationId!, e.subjectId!))));
    },
    [clientId, tell],
  );
}
