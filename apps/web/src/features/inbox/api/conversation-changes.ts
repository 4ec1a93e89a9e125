import type { TConversation, TConversationUpdate, TNoteInput, TReplyInput } from '@parley/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { inbox, inboxKeys, refreshTimelineHead, type TTimelineData } from '@/resources/inbox';

/**
 * What a change of a conversation shows in: its detail, the lists and the counts. Only these,
 * never the inbox's root: that would read every page of the open timeline again.
 */
function refreshAround(client: QueryClient, accountId: string, id: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: inboxKeys.conversation(accountId, id), exact: true }),
    client.invalidateQueries({ queryKey: inboxKeys.lists(accountId) }),
    client.invalidateQueries({ queryKey: inboxKeys.counts(accountId) }),
  ]);
}

/** The conversation as the PUT answered it, put in the detail at once (the panel keeps its extras). */
function adopt(client: QueryClient, accountId: string, conversation: TConversation) {
  client.setQueryData(
    inboxKeys.conversation(accountId, conversation.conversationId),
    (detail: (TConversation & Record<string, unknown>) | undefined) =>
      detail ? { ...detail, ...conversation } : detail,
  );
}

/** Assign, close, reopen, snooze, mark read: `PUT /v3/inbox/conversations/:id`. */
export function useUpdateConversation(accountId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TConversationUpdate) => inbox.sendOne('update', { params: { id }, body }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      adopt(client, accountId, result.value);
      await refreshAround(client, accountId, id);
    },
  });
}

/** A reply, sent as `POST /v3/messages` sends; the timeline's newest page is read again after it. */
export function useSendReply(accountId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TReplyInput) => inbox.sendOne('reply', { params: { id }, body }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      await Promise.all([refreshTimelineHead(client, accountId, id), refreshAround(client, accountId, id)]);
    },
  });
}

/** An internal note; it shows in the timeline at once, at the bottom. */
export function useAddNote(accountId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TNoteInput) => inbox.sendOne('note', { params: { id }, body }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      const note = result.value;
      client.setQueryData<TTimelineData>(inboxKeys.timeline(accountId, id), (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        const entry = { kind: 'note' as const, at: note.created, note };
        return { ...data, pages: [{ ...first, items: [entry, ...first.items] }, ...rest] };
      });
      await refreshTimelineHead(client, accountId, id);
    },
  });
}

/**
 * The customer answers (the simulated network's own door, issue 30): a message received as any
 * inbound one, for trying the inbox without a phone. A real carrier refuses it (400).
 */
export function useSimulateReply(accountId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => inbox.sendOne('simulateReply', { params: { id }, body: {} }),
    onSuccess: async (result) => {
      if (!result.ok) return;
      await Promise.all([refreshTimelineHead(client, accountId, id), refreshAround(client, accountId, id)]);
    },
  });
}
