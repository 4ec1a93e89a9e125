import { Center, Tabs, VisuallyHidden } from '@mantine/core';
import {
  INBOX_PAGE_TEXTS as T,
  fillText,
  type TConversationUpdate,
  type TTimelineEntry,
} from '@parley/domain';
import { usePrefetchInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { AppDrawer } from '@/components/dialog/app-drawer';
import { LoadState } from '@/components/layout/load-state';
import { showFailureToast } from '@/components/toast/query-feedback';
import { ApiError } from '@/lib/api-client';
import { useSignedInSession } from '@/lib/session';
import { conversationQuery, entryKey, inboxAgentsQuery, timelineQuery } from '@/resources/inbox';
import { useSimulateReply, useUpdateConversation } from '../api/conversation-changes';
import { ContactPanel } from './contact-panel';
import { ConversationHeader, type TAgent } from './conversation-header';
import { customerName } from './conversation-row';
import { NoteComposer } from './note-composer';
import { ReplyComposer } from './reply-composer';
import { Timeline } from './timeline';
import classes from './inbox.module.css';

const NO_AGENTS: readonly TAgent[] = [];

export interface TConversationPaneProps {
  accountId: string;
  conversationId: string;
  /** a phone: the pane is alone, with a way back to the list */
  onBack?: (() => void) | undefined;
  /** the contact panel beside the conversation (a wide screen), else in a drawer */
  wide: boolean;
  /** focus the conversation's name once it shows (it was opened on a phone) */
  focusOnOpen: boolean;
}

/**
 * What a new entry at the bottom says to a screen reader: the customer's message with who sent
 * it. Ours and notes are not read out (the user wrote them, or a teammate's note is not urgent).
 */
function useInboundAnnouncement(from: string) {
  const [said, setSaid] = useState('');
  const newest = useRef<string | null>(null);
  const onEntries = useCallback(
    (entries: readonly TTimelineEntry[]) => {
      const last = entries.at(-1);
      if (!last) return;
      const before = newest.current;
      newest.current = entryKey(last);
      // the first load is not news; nor is an older page coming in above
      if (before === null || before === newest.current) return;
      const added: TTimelineEntry[] = [];
      for (let i = entries.length - 1; i >= 0 && entryKey(entries[i]!) !== before; i--)
        added.push(entries[i]!);
      const inbound = added.find((e) => e.kind === 'message' && e.message.direction === 'inbound');
      if (inbound?.kind === 'message')
        setSaid(fillText(T.newMessageSays, { from, body: inbound.message.body || T.previewImage }));
    },
    [from],
  );
  return { said, onEntries };
}

/**
 * An open conversation (issue 30): its header (assign, snooze, close), the timeline, the reply
 * and note composer, and the contact beside it. Opening it marks it read. Loaded apart from the
 * list: the composer and its editor come with the first conversation opened, not with the page.
 */
export default function ConversationPane({
  accountId,
  conversationId,
  onBack,
  wide,
  focusOnOpen,
}: TConversationPaneProps) {
  const { clientId } = useSignedInSession();
  const detail = useQuery(conversationQuery(accountId, conversationId));
  // the timeline is asked for with the conversation, not once it has answered (the timeline is
  // drawn under its header): one round trip to the messages instead of two in a row
  usePrefetchInfiniteQuery(timelineQuery(accountId, conversationId));
  const agentsQuery = useQuery(inboxAgentsQuery(accountId));
  const agents = agentsQuery.data ?? NO_AGENTS;
  const names = useMemo(() => new Map(agents.map((a) => [a.clientId, a.name || a.username])), [agents]);
  const update = useUpdateConversation(accountId, conversationId);
  const [contactOpen, setContactOpen] = useState(false);
  // the note's composer is made when its tab is first chosen, then kept (with its draft)
  const [noting, setNoting] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const c = detail.data;

  // opened with unread messages (or one came while it is open): read now
  const unread = c?.unreadCount ?? 0;
  const { mutate, isPending } = useUpdateConversation(accountId, conversationId);
  useEffect(() => {
    if (unread > 0 && !isPending) mutate({ read: true });
    // a failure is not retried in a loop: only a new unread count asks again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, conversationId]);

  const shown = c !== undefined;
  useEffect(() => {
    if (shown && focusOnOpen) heading.current?.focus();
  }, [shown, focusOnOpen]);

  const { said, onEntries } = useInboundAnnouncement(c ? customerName(c) : '');

  const simulate = useSimulateReply(accountId, conversationId);
  const change = async (body: TConversationUpdate) => {
    const result = await update.mutateAsync(body);
    if (!result.ok) showFailureToast(T.conversationFailed, result.error);
  };

  if (!c)
    return (
      <section className={classes.pane} aria-label={T.loadingConversation}>
        <Center p="md" h="100%">
          <LoadState
            failed={detail.isError}
            loading={T.loadingConversation}
            failure={detail.error instanceof ApiError ? detail.error.message : T.conversationFailed}
            onRetry={() => void detail.refetch()}
          />
        </Center>
      </section>
    );

  const panel = <ContactPanel conversation={c} />;
  return (
    <>
      <section className={classes.pane} aria-labelledby={headingId}>
        <ConversationHeader
          conversation={c}
          me={clientId}
          agents={agents}
          busy={update.isPending}
          onChange={(body) => void change(body)}
          onBack={onBack}
          onContact={wide ? undefined : () => setContactOpen(true)}
          onSimulate={() =>
            void simulate.mutateAsync().then((result) => {
              if (!result.ok) showFailureToast(T.simulateReply, result.error);
            })
          }
          headingId={headingId}
          headingRef={heading}
        />
        <Timeline accountId={accountId} conversationId={conversationId} names={names} onEntries={onEntries} />
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {said}
        </VisuallyHidden>
        <div className={classes.composer}>
          <Tabs defaultValue="reply" variant="outline" onChange={(tab) => tab === 'note' && setNoting(true)}>
            <Tabs.List aria-label={T.composerTabs} mb="xs">
              <Tabs.Tab value="reply">{T.reply}</Tabs.Tab>
              <Tabs.Tab value="note">{T.note}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="reply">
              <ReplyComposer accountId={accountId} conversation={c} />
            </Tabs.Panel>
            <Tabs.Panel value="note">
              {noting ? <NoteComposer accountId={accountId} conversation={c} agents={agents} /> : null}
            </Tabs.Panel>
          </Tabs>
        </div>
      </section>
      {wide ? (
        <aside className={classes.pane} aria-label={T.contact}>
          {/* a box that scrolls is reachable by keyboard (axe's scrollable-region-focusable) */}
          <div className={classes.paneScroll} tabIndex={0}>
            {panel}
          </div>
        </aside>
      ) : (
        <AppDrawer opened={contactOpen} onClose={() => setContactOpen(false)} title={T.contact}>
          {panel}
        </AppDrawer>
      )}
    </>
  );
}
