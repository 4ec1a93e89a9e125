import { ActionIcon, Button, Group, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  INBOX_PAGE_TEXTS as T,
  fillText,
  formatDateTime,
  type TConversationDetail,
  type TConversationUpdate,
} from '@parley/domain';
import {
  IconArrowLeft,
  IconCheck,
  IconMessageReply,
  IconRefresh,
  IconUser,
  IconUserCheck,
} from '@tabler/icons-react';
import { useMemo, type Ref } from 'react';
import { customerName } from './conversation-row';
import { SnoozeMenu } from './snooze-menu';

/** The assignee select's value for nobody (a Select's option needs a value). */
const NOBODY = 'nobody';

export interface TAgent {
  clientId: string;
  name: string;
  username: string;
}

/**
 * A conversation's name and number, and what can be done with it: its assignee (the account's
 * inbox users, or nobody), Assign to me, Snooze, Close or Reopen; Back on a phone, Contact where
 * the contact panel is not beside it.
 */
export function ConversationHeader({
  conversation: c,
  me,
  agents,
  busy,
  onChange,
  onBack,
  onContact,
  onSimulate,
  headingId,
  headingRef,
}: {
  conversation: TConversationDetail;
  me: string;
  agents: readonly TAgent[];
  busy: boolean;
  onChange: (change: TConversationUpdate) => void;
  onBack?: (() => void) | undefined;
  onContact?: (() => void) | undefined;
  /** the simulated network's customer answers */
  onSimulate: () => void;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const options = useMemo(() => {
    const list = agents.map((a) => ({ value: a.clientId, label: a.name || a.username }));
    // an assignee who lost the inbox since is still shown as the assignee
    if (c.assigneeId && !list.some((o) => o.value === c.assigneeId))
      list.push({ value: c.assigneeId, label: c.assigneeName ?? c.assigneeId });
    return [{ value: NOBODY, label: T.unassigned }, ...list];
  }, [agents, c.assigneeId, c.assigneeName]);
  const name = customerName(c);
  return (
    <Stack
      gap={4}
      px="xs"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', flex: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {onBack ? (
            <ActionIcon variant="subtle" size="lg" aria-label={T.back} onClick={onBack}>
              <IconArrowLeft size={20} aria-hidden="true" />
            </ActionIcon>
          ) : null}
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId} ref={headingRef} tabIndex={-1} lineClamp={1}>
              {name}
            </Title>
            <Text size="xs" c="dimmed" truncate>
              {c.contactName ? `${c.customerNumber} · ` : ''}
              {c.inboxName}
            </Text>
            {c.status === 'snoozed' && c.snoozedUntil ? (
              <Text size="xs" c="orange.9">
                {fillText(T.snoozedUntil, { time: formatDateTime(c.snoozedUntil) })}
              </Text>
            ) : null}
          </div>
        </Group>
        {onContact ? (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconUser size={14} aria-hidden="true" />}
            onClick={onContact}
            aria-haspopup="dialog"
            style={{ flex: 'none' }}
          >
            {T.contact}
          </Button>
        ) : null}
      </Group>
      <Group gap={6} wrap="wrap">
        <Select
          size="xs"
          aria-label={T.assignee}
          data={options}
          value={c.assigneeId ?? NOBODY}
          allowDeselect={false}
          disabled={busy}
          onChange={(value) => {
            if (value === null) return;
            const assigneeId = value === NOBODY ? null : value;
            if (assigneeId !== c.assigneeId) onChange({ assigneeId });
          }}
          w={160}
          comboboxProps={{ withinPortal: true }}
        />
        {c.assigneeId !== me ? (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            leftSection={<IconUserCheck size={14} aria-hidden="true" />}
            onClick={() => onChange({ assigneeId: me })}
          >
            {T.claim}
          </Button>
        ) : null}
        {c.status !== 'closed' ? (
          <SnoozeMenu
            disabled={busy}
            onSnooze={(until) => onChange({ status: 'snoozed', snoozedUntil: until })}
          />
        ) : null}
        {c.status === 'closed' || c.status === 'snoozed' ? (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={() => onChange({ status: 'open' })}
          >
            {c.status === 'snoozed' ? T.reopenSnoozed : T.reopen}
          </Button>
        ) : null}
        {c.status !== 'closed' ? (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            onClick={() => onChange({ status: 'closed' })}
          >
            {T.close}
          </Button>
        ) : null}
        {/* in the page, not a portal: a tooltip outside the landmarks is content no landmark holds (axe) */}
        <Tooltip label={T.simulatedNetwork} multiline w={240} withinPortal={false}>
          <Button
            size="xs"
            variant="subtle"
            disabled={busy}
            leftSection={<IconMessageReply size={14} aria-hidden="true" />}
            onClick={onSimulate}
          >
            {T.simulateReply}
          </Button>
        </Tooltip>
      </Group>
    </Stack>
  );
}
