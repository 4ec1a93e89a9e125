import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  CONTACT_READ,
  DEFAULT_CONTACT_ATTRIBUTES,
  INBOX_PAGE_TEXTS as T,
  TEMPLATE_READ,
  contactTemplateValues,
  fillText,
  parseTemplate,
  renderParsedTemplate,
  type TAsset,
  type TConversationDetail,
  type TReplyInput,
  type TTemplate,
} from '@parley/domain';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIdempotencyKey } from '@/components/form/use-idempotency-key';
import { MessageComposer } from '@/components/message-composer/message-composer';
import { requestErrorMessage } from '@/lib/envelope';
import { useCan } from '@/lib/authorization';
import { contactAttributesQuery } from '@/resources/contacts';
import { useSendReply } from '../api/conversation-changes';
import { TemplateInsert } from './template-insert';

const READS_TEMPLATES = { rule: TEMPLATE_READ };
const READS_CONTACTS = { rule: CONTACT_READ };

/**
 * The reply's text as sent: its variables filled from the customer's contact (with the account's
 * attributes; the defaults when they cannot be read), else with their defaults, as a template
 * sent from the log would be. A text without variables is sent as typed.
 */
function filled(text: string, detail: TConversationDetail, attributes: typeof DEFAULT_CONTACT_ATTRIBUTES) {
  const parsed = parseTemplate(text);
  if (parsed.variables.length === 0) return text;
  const values = detail.contact ? contactTemplateValues(parsed, detail.contact.extData, attributes) : {};
  return renderParsedTemplate(parsed, values);
}

/**
 * Reply (issue 30): the message composer (variables, emoji, an image, segments and cost), a
 * saved template to insert, Send. A template sent unchanged goes as the template (the server
 * fills it from the contact); anything else as the text. When the customer opted out nothing can
 * be sent, and the composer says why.
 */
export function ReplyComposer({
  accountId,
  conversation,
}: {
  accountId: string;
  conversation: TConversationDetail;
}) {
  const [value, setValue] = useState('');
  const [asset, setAsset] = useState<TAsset | null>(null);
  const [template, setTemplate] = useState<TTemplate | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** a new composer after each message sent: its own state (left empty, a dialog) starts over */
  const [round, setRound] = useState(0);
  const editor = useRef<{ focus: () => void }>(null);
  const key = useIdempotencyKey();
  const reply = useSendReply(accountId, conversation.conversationId);
  const attributes = useQuery({ ...contactAttributesQuery(), enabled: useCan(READS_CONTACTS) });
  const mayInsert = useCan(READS_TEMPLATES);
  const optOut = conversation.optOut;
  const disabled = optOut !== null || reply.isPending;
  const asTemplate =
    template !== null && value === template.content && (asset?.id ?? null) === (template.asset?.id ?? null);

  const send = async () => {
    setError(null);
    const body: TReplyInput = asTemplate
      ? { templateId: template.templateId }
      : {
          body: filled(value, conversation, attributes.data ?? DEFAULT_CONTACT_ATTRIBUTES),
          ...(asset ? { mediaAssetId: asset.id } : {}),
        };
    const result = await reply.mutateAsync({ ...body, idempotencyKey: key.current() });
    if (!result.ok) {
      // the server's words (unfunded, opted out, too long); a refusal sent nothing, its key is free
      setError(requestErrorMessage(result.error));
      return;
    }
    key.renew();
    setValue('');
    setAsset(null);
    setTemplate(null);
    setRound((n) => n + 1);
    requestAnimationFrame(() => editor.current?.focus());
  };

  const insert = (chosen: TTemplate) => {
    setTemplate(chosen);
    setValue(chosen.content);
    setAsset(chosen.asset);
    setError(null);
    requestAnimationFrame(() => editor.current?.focus());
  };

  const empty = value.trim() === '' && asset === null;
  return (
    <Stack gap="xs">
      {optOut ? (
        <Alert color="orange" variant="light" role="status">
          {fillText(T.optedOut, { keyword: optOut.keyword })}
        </Alert>
      ) : null}
      {mayInsert ? (
        <Group gap="xs" align="flex-end">
          <TemplateInsert disabled={disabled} onInsert={insert} />
        </Group>
      ) : null}
      <MessageComposer
        key={round}
        ref={editor}
        label={T.message}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        asset={asset}
        onAssetChange={setAsset}
        disabled={disabled}
        preview={false}
      />
      {asTemplate ? (
        <Text size="xs" c="dimmed">
          {fillText(T.replyWithTemplate, { title: template.templateTitle })}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} aria-hidden="true" />}
          onClick={() => void send()}
          loading={reply.isPending}
          disabled={disabled || empty}
        >
          {T.send}
        </Button>
      </Group>
    </Stack>
  );
}
