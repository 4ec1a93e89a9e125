import { INBOX_PAGE_TEXTS as T, TOAST_MS, fillText, type TNote } from '@parley/domain';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { AGENT, OWNER, noteEntry, page } from '@/testing/inbox';
import { findToast } from '@/testing/toasts';
import { renderWithProviders } from '@/testing/test-utils';
import InboxLive from './inbox-live';

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

/** The events stream, written to by the test as the server would. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  let id = 0;
  return {
    answer: (() =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })) as TStubHandler,
    /** a note added to CV1, mentioning these users */
    note: (noteId: string, mentions: string[]) => {
      id += 1;
      const data = { id, type: 'note.created', conversationId: 'CV1', subjectId: noteId, mentions };
      controller.enqueue(encoder.encode(`id: ${id}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
}

const note = (noteId: string, authorId: string, authorName: string, mentions: string[]): TNote => ({
  noteId,
  body: 'Can you call them back about the refund? They asked twice.',
  authorId,
  authorName,
  mentions,
  created: '2026-11-27T10:30:00.000Z',
});

/** The live events of the agent signed in, on some page of the portal; CV1's newest page holds `notes`. */
function signedInAgent(notes: TNote[]) {
  const stream = eventStream();
  const fetchMock = stubFetch({
    'GET /v3/events': stream.answer,
    'GET /v3/inbox/conversations/CV1/messages': () => page(notes.map(noteEntry), null, 50),
  });
  const rendered = renderWithProviders(<InboxLive />, { route: '/dashboard', session: { session: AGENT } });
  return { ...rendered, stream, fetchMock };
}

const timelineReads = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/v3/inbox/conversations/CV1/messages')).length;

describe('InboxLive: a note that mentions the user', () => {
  it('shows a toast saying who mentioned them, quoting the note, whose link opens the conversation', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { stream, router, user } = signedInAgent([
      note('CN1', OWNER.clientId, 'Olivia Owner', [AGENT.clientId]),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await act(async () => stream.note('CN1', [AGENT.clientId]));
    const toast = await findToast(fillText(T.mentionedYou, { name: 'Olivia Owner' }));
    expect(toast).toHaveTextContent('Can you call them back about the refund?');
    // the spec's time to fade, as every toast
    expect(show.mock.calls.at(-1)![0]).toMatchObject({ autoClose: TOAST_MS });
    const link = within(toast).getByRole('link', { name: T.openMentionedConversation });
    expect(link).toHaveAttribute('href', '/inbox?c=CV1');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(router.state.location.search).toBe('?c=CV1');
  });

  it('says nothing of a note the user wrote themselves, nor of one mentioning someone else', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { stream, fetchMock } = signedInAgent([
      note('CN2', AGENT.clientId, 'Alex Agent', [AGENT.clientId]),
      note('CN3', OWNER.clientId, 'Olivia Owner', [OWNER.clientId]),
    ]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {
      stream.note('CN2', [AGENT.clientId]);
      stream.note('CN3', [OWNER.clientId]);
    });
    // the self-mention's note was read (to learn its author), the other's was not
    await waitFor(() => expect(timelineReads(fetchMock)).toBe(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(show).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still tells them when the note cannot be read, without a name', async () => {
    const { stream } = signedInAgent([]);
    await act(async () => stream.note('CN4', [AGENT.clientId]));
    const toast = await findToast(T.mentionedYouSomeone);
    expect(within(toast).getByRole('link', { name: T.openMentionedConversation })).toHaveAttribute(
      'href',
      '/inbox?c=CV1',
    );
  });
});
