import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  CONTACT_WRITE,
  CONTACT_READ,
  DEFAULT_CONTACT_ATTRIBUTES,
  INBOX_PAGE_TEXTS as T,
  INBOX_STATUS_LABELS,
  fillText,
  formatDateTime,
  type TConversationDetail,
} from '@parley/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Fact } from '@/components/layout/fact';
import { newContactHref } from '@/config/add-links';
import { useCan } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';
import { contactAttributesQuery } from '@/resources/contacts';
import { inboxKeys } from '@/resources/inbox';
import { conversationHref } from '../hooks/use-inbox-address';
import { RelativeTime } from './relative-time';

const WRITES_CONTACTS = { rule: CONTACT_WRITE };
const READS_CONTACTS = { rule: CONTACT_READ };

/**
 * The customer beside the conversation (issue 30): their contact's attributes (with the account's
 * names for them), the number and the inbox, whether they opted out, and their conversations
 * with the account's other numbers. An unknown number can be made a contact by those who may: the
 * contacts page's Add opens with the number filled in.
 */
export function ContactPanel({ conversation: c }: { conversation: TConversationDetail }) {
  const [search] = useSearchParams();
  const mayAdd = useCan(WRITES_CONTACTS);
  const attributes = useQuery({ ...contactAttributesQuery(), enabled: useCan(READS_CONTACTS) });
  const known = useMemo(
    () => new Map((attributes.data ?? DEFAULT_CONTACT_ATTRIBUTES).map((a) => [a.attribute, a])),
    [attributes.data],
  );
  /** a date attribute as the portal writes dates; anything else as stored */
  const shown = (key: string, value: string) =>
    known.get(key)?.type === 'date' && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : value;
  const facts = c.contact
    ? Object.entries(c.contact.extData).filter(
        ([key, value]) => value.trim() !== '' && key !== 'phonenumber1',
      )
    : [];
  const client = useQueryClient();
  const { accountId } = useSignedInSession();
  // the contact is made on the contacts page; back here, the panel and the rows should name it,
  // though the inbox's answers are fresh for 30 s and no live event says a contact was added
  const outdateContact = () => {
    void client.invalidateQueries({
      queryKey: inboxKeys.conversation(accountId, c.conversationId),
      refetchType: 'none',
    });
    void client.invalidateQueries({ queryKey: inboxKeys.lists(accountId), refetchType: 'none' });
  };
  const contactId = useId();
  const othersId = useId();
  return (
    <Stack gap="md" p="sm">
      <section aria-labelledby={contactId}>
        <Title order={3} size="h5" id={contactId} mb="xs">
          {T.contact}
        </Title>
        <Stack component="dl" gap="xs" m={0}>
          <Fact label={T.contactNumber}>{c.customerNumber}</Fact>
          {facts.map(([key, value]) => (
            <Fact key={key} label={known.get(key)?.label ?? key}>
              {shown(key, value)}
            </Fact>
          ))}
          <Fact label={T.contactInbox}>{c.inboxName}</Fact>
          <Fact label={T.optOutState}>
            {c.optOut ? (
              <>
                <Badge size="sm" color="orange.9" variant="light">
                  {T.optedOutShort}
                </Badge>{' '}
                {fillText(T.optedOutOn, { keyword: c.optOut.keyword, time: formatDateTime(c.optOut.at) })}
              </>
            ) : (
              T.subscribed
            )}
          </Fact>
        </Stack>
        {c.contact ? null : (
          <Stack gap="xs" mt="sm">
            <Text size="sm" c="dimmed">
              {T.unknownContact}
            </Text>
            {mayAdd ? (
              <Group>
                <Button
                  component={Link}
                  to={newContactHref(c.customerNumber)}
                  onClick={outdateContact}
                  size="xs"
                  variant="light"
                  leftSection={<IconUserPlus size={14} aria-hidden="true" />}
                >
                  {T.createContact}
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </section>
      <section aria-labelledby={othersId}>
        <Title order={3} size="h5" id={othersId} mb="xs">
          {T.otherConversations}
        </Title>
        {c.otherConversations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {T.noOtherConversations}
          </Text>
        ) : (
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {c.otherConversations.map((o) => (
              <li key={o.conversationId}>
                <Anchor component={Link} to={conversationHref(search, o.conversationId)} size="sm">
                  {o.inboxName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {INBOX_STATUS_LABELS[o.status]} · <RelativeTime iso={o.lastAt} />
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
