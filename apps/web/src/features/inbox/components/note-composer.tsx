import { Button, Combobox, Group, Stack, Text, Textarea, useCombobox } from '@mantine/core';
import {
  INBOX_NOTE_MAX_LENGTH,
  INBOX_PAGE_TEXTS as T,
  ZNoteInput,
  fillText,
  type TConversationDetail,
} from '@parley/domain';
import { IconNote } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { requestErrorMessage } from '@/lib/envelope';
import { useAddNote } from '../api/conversation-changes';
import type { TAgent } from './conversation-header';

/** The `@word` being typed just before the caret, and where its `@` is. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const typed = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  return typed ? { start: caret - typed[2]!.length - 1, query: typed[2]!.toLowerCase() } : null;
}

const agentName = (a: TAgent) => a.name || a.username;

/**
 * An internal note (issue 30): never sent to the customer. Typing @ offers the account's inbox
 * users (arrow keys, Enter); who is named stays in the text as @Name and is sent as `mentions`.
 */
export function NoteComposer({
  accountId,
  conversation,
  agents,
}: {
  accountId: string;
  conversation: TConversationDetail;
  agents: readonly TAgent[];
}) {
  const [body, setBody] = useState('');
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  /** the users picked, each with the handle put in the text */
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const addNote = useAddNote(accountId, conversation.conversationId);
  const combobox = useCombobox();

  const matches = useMemo(
    () =>
      typing
        ? agents
            .filter(
              (a) =>
                agentName(a).toLowerCase().includes(typing.query) ||
                a.username.toLowerCase().includes(typing.query),
            )
            .slice(0, 8)
        : [],
    [agents, typing],
  );
  const open = typing !== null && matches.length > 0;
  useEffect(() => {
    if (open) {
      combobox.openDropdown();
      combobox.selectFirstOption();
    } else combobox.closeDropdown();
    // the store's functions are new each render; what matters is whether there is a list
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, matches]);

  const follow = (text: string, caret: number) => {
    setBody(text);
    setError(null);
    setTyping(mentionAt(text, caret));
  };

  const pick = (clientId: string) => {
    const agent = agents.find((a) => a.clientId === clientId);
    const element = field.current;
    if (!agent || !typing || !element) return;
    const handle = `@${agentName(agent)}`;
    const caret = element.selectionStart;
    const text = `${body.slice(0, typing.start)}${handle} ${body.slice(caret)}`;
    setBody(text);
    setTyping(null);
    setPicked((before) => new Map(before).set(agent.clientId, handle));
    const at = typing.start + handle.length + 1;
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(at, at);
    });
  };

  // a name taken out of the text again is no longer mentioned
  const mentions = [...picked].filter(([, handle]) => body.includes(handle));

  const submit = async () => {
    const input = ZNoteInput.safeParse({ body, mentions: mentions.map(([id]) => id) });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? null);
      field.current?.focus();
      return;
    }
    const result = await addNote.mutateAsync(input.data);
    if (!result.ok) {
      setError(requestErrorMessage(result.error));
      return;
    }
    setBody('');
    setPicked(new Map());
    field.current?.focus();
  };

  return (
    <Stack gap="xs">
      <Combobox store={combobox} onOptionSubmit={pick} position="top-start" withinPortal={false}>
        <Combobox.Target targetType="input">
          <Textarea
            ref={field}
            label={T.noteLabel}
            placeholder={T.notePlaceholder}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={INBOX_NOTE_MAX_LENGTH}
            value={body}
            error={error}
            onChange={(event) =>
              follow(
                event.currentTarget.value,
                event.currentTarget.selectionStart ?? event.currentTarget.value.length,
              )
            }
            onBlur={() => setTyping(null)}
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options aria-label={T.mentionHint}>
            {matches.map((a) => (
              <Combobox.Option
                key={a.clientId}
                value={a.clientId}
                // keeps the focus in the text while the option is clicked
                onMouseDown={(event) => event.preventDefault()}
              >
                <Text size="sm">{agentName(a)}</Text>
                <Text size="xs" c="dimmed">
                  {a.username}
                </Text>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed" aria-live="polite">
          {mentions.length > 0 ? fillText(T.mentioned, { names: mentions.map(([, h]) => h).join(', ') }) : ''}
        </Text>
        <Button
          variant="default"
          leftSection={<IconNote size={16} aria-hidden="true" />}
          onClick={() => void submit()}
          loading={addNote.isPending}
          style={{ flex: 'none' }}
        >
          {T.addNote}
        </Button>
      </Group>
    </Stack>
  );
}
