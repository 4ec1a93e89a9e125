import { Button, Center, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { INBOX_PAGE_TEXTS as T, MESSAGE_SEND, fillText, type TMessage } from '@parley/domain';
import { IconMessagePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { useIsMobile } from '@/components/layout/use-is-mobile';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';
import { inboxCountsQuery, unreadForMe } from '@/resources/inbox';
import { inboxNamesQuery } from '../api/inbox-names';
import { useInboxAddress } from '../hooks/use-inbox-address';
import { useWindowTop } from '../hooks/use-window-top';
import { ConversationList } from './conversation-list';
import type ConversationPaneComponent from './conversation-pane';
import { InboxNotEnabled } from './inbox-not-enabled';
import { ListFilters } from './list-filters';
import { LiveMark } from './live-mark';
import classes from './inbox.module.css';

// the conversation (its editor, the composer) and the new-conversation dialog load apart from the
// list; the conversation as soon as the page is idle, so the first click on a row neither waits
// for its files nor suspends: a lazy component suspends on its first render even when its module
// is in memory, and React holds a fallback's content back 300 ms (the click → newest message took
// 860 ms, 280 of them waiting on that)
type TPane = typeof ConversationPaneComponent;
let loadedPane: TPane | null = null;
const loadConversationPane = () =>
  import('./conversation-pane').then((module) => {
    loadedPane = module.default;
    return module;
  });
const LazyConversationPane = lazy(loadConversationPane);
const NewConversationDialog = lazy(() =>
  import('./new-conversation-dialog').then((module) => ({ default: module.NewConversationDialog })),
);

/** The flag the server names when the account has no inbox (doc 000 §2). */
const INBOX_FLAG = 'feature_inbox_enabled';
const MAY_SEND = { rule: MESSAGE_SEND };

/** The server's words when it refused the inbox for the account's missing feature, else null. */
function featureRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || !Array.isArray(error.errors)) return null;
  return error.errors.find((e) => e.field === INBOX_FLAG)?.message ?? null;
}

/**
 * /inbox (issue 30), the account's shared SMS inbox, live: the conversations (whose, which status,
 * which inbox, a search), the open one (kept in the address) and its customer, side by side on a wide screen
 * and one at a time on a phone. The tab's name counts the unread conversations waiting for the
 * user, as the sidebar's badge does.
 */
export function InboxPage({ enableFeatureHref }: { enableFeatureHref: string | null }) {
  const { accountId } = useSignedInSession();
  const { address, setFilter, openConversation } = useInboxAddress();
  const counts = useQuery(inboxCountsQuery(accountId));
  const inboxes = useQuery(inboxNamesQuery(accountId));
  const mobile = useIsMobile();
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false }) ?? true;
  const mayStart = useCan(MAY_SEND);
  const [starting, setStarting] = useState(false);
  const [dialogLoaded, setDialogLoaded] = useState(false);
  /** each opening starts a fresh message */
  const [dialogRound, setDialogRound] = useState(0);
  const newButton = useRef<HTMLButtonElement>(null);
  const panes = useRef<HTMLDivElement>(null);
  useWindowTop(panes);
  useEffect(() => whenIdle(() => void loadConversationPane()), []);
  const Pane = loadedPane ?? LazyConversationPane;
  const unread = unreadForMe(counts.data);

  // back to the list on a phone: the conversation left is where the focus goes
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (address.open) {
      left.current = address.open;
      return;
    }
    const id = left.current;
    if (!mobile || !id) return;
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-conversation="${CSS.escape(id)}"]`)?.focus(),
    );
  }, [address.open, mobile]);

  const tabTitle = unread > 0 ? fillText(T.tabTitle, { count: unread }) : T.title;
  const refused = featureRefusal(counts.error);
  if (refused)
    return (
      <PageContainer title={T.title}>
        <InboxNotEnabled message={refused} enableHref={enableFeatureHref} />
      </PageContainer>
    );

  const closeDialog = () => {
    setStarting(false);
    // the lazily mounted modal's own return lands on the body
    requestAnimationFrame(() => newButton.current?.focus());
  };
  const started = (message: TMessage) => {
    setStarting(false);
    if (message.conversationId) openConversation(message.conversationId);
  };

  const showList = !mobile || address.open === null;
  const showConversation = !mobile || address.open !== null;
  return (
    <PageContainer
      title={T.title}
      tabTitle={tabTitle}
      width={16}
      actions={
        <>
          <LiveMark />
          {mayStart ? (
            <Button
              ref={newButton}
              size="sm"
              leftSection={<IconMessagePlus size={16} aria-hidden="true" />}
              aria-haspopup="dialog"
              onClick={() => {
                setDialogLoaded(true);
                setDialogRound((n) => n + 1);
                setStarting(true);
              }}
            >
              {T.newConversation}
            </Button>
          ) : null}
        </>
      }
    >
      <div
        ref={panes}
        className={classes.panes}
        data-single={mobile || undefined}
        data-contact={wide && address.open ? '' : undefined}
      >
        {showList ? (
          <section className={classes.pane} aria-label={T.listLabel}>
            <div style={{ padding: 'var(--mantine-spacing-xs)', flex: 'none' }}>
              <ListFilters
                address={address}
                counts={counts.data}
                inboxes={inboxes.data}
                onChange={setFilter}
              />
            </div>
            <ConversationList accountId={accountId} address={address} />
          </section>
        ) : null}
        {showConversation && address.open ? (
          <Suspense
            fallback={
              <section className={classes.pane} aria-busy="true" aria-label={T.loadingConversation} />
            }
          >
            <Pane
              key={address.open}
              accountId={accountId}
              conversationId={address.open}
              wide={wide && !mobile}
              onBack={mobile ? () => openConversation(null) : undefined}
              focusOnOpen={mobile}
            />
          </Suspense>
        ) : showConversation ? (
          <section className={classes.pane} aria-label={T.pick}>
            <Center h="100%" p="md">
              <Text c="dimmed">{T.pick}</Text>
            </Center>
          </section>
        ) : null}
      </div>
      {dialogLoaded ? (
        <Suspense fallback={null}>
          <NewConversationDialog
            key={dialogRound}
            opened={starting}
            onClose={closeDialog}
            onStarted={started}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
