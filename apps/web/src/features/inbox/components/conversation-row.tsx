import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { INBOX_PAGE_TEXTS as T, fillText, type TConversation } from '@parley/domain';
import { IconPhoto } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { RelativeTime } from './relative-time';
import classes from './inbox.module.css';

/** What the row says of the last message: its words, or that it was an image; "You: " when ours. */
export function previewText(conversation: TConversation): string {
  const { preview, direction, hasMedia } = conversation.lastMessage;
  const text = preview || (hasMedia ? T.previewImage : '');
  return direction === 'outbound' ? fillText(T.previewYou, { text }) : text;
}

/** Who the customer is to us: their contact's name, else their number. */
export const customerName = (c: Pick<TConversation, 'contactName' | 'customerNumber'>) =>
  c.contactName ?? c.customerNumber;

/** One conversation of the list: a link to it, bold while it has unread messages. */
export const ConversationRow = memo(function ConversationRow({
  conversation: c,
  href,
  selected,
}: {
  conversation: TConversation;
  href: string;
  selected: boolean;
}) {
  const unread = c.unreadCount > 0;
  return (
    <UnstyledButton
      component={Link}
      to={href}
      className={classes.row}
      data-conversation={c.conversationId}
      data-selected={selected || undefined}
      aria-current={selected ? 'true' : undefined}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={unread ? 700 : 500} truncate>
            {customerName(c)}
          </Text>
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            <RelativeTime iso={c.lastMessage.at} />
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 600 : undefined} truncate>
            {c.lastMessage.hasMedia ? (
              <IconPhoto size={14} aria-hidden="true" className={classes.inlineIcon} />
            ) : null}
            {previewText(c)}
          </Text>
          {unread ? (
            <Badge size="sm" variant="filled" color="red.8" style={{ flex: 'none' }}>
              <span aria-hidden="true">{c.unreadCount}</span>
              <VisuallyHidden>{fillText(T.unread, { count: c.unreadCount })}</VisuallyHidden>
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {c.inboxName}
          {c.assigneeName ? ` · ${fillText(T.assignedTo, { name: c.assigneeName })}` : ''}
        </Text>
      </Stack>
    </UnstyledButton>
  );
});
