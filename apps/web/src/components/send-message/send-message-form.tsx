import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  CONTACT_READ,
  MESSAGE_STATUS_LABELS,
  SEND_MESSAGE_TEXTS as T,
  ZMessageSendForm,
  fillText,
  formatMoneyText,
  segmentsText,
  type TMessage,
  type TMessageInput,
  type TMessageSendForm,
} from '@parley/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { bound } from '@/components/form-fields/bound';
import { fieldKit } from '@/components/form-fields/field-kit';
import { ApiForm } from '@/components/form/api-form';
import { FormActions } from '@/components/form/form-actions';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { useIdempotencyKey } from '@/components/form/use-idempotency-key';
import { formPickers } from '@/components/pickers/form-pickers';
import { useCan } from '@/lib/authorization';
import { messageSend, messages } from '@/resources/messages';
import { SenderField } from './sender-field';

const Input = fieldKit<TMessageSendForm>();
const Picker = formPickers<TMessageSendForm>();
const READS_CONTACTS = { rule: CONTACT_READ };
const Sender = bound(SenderField)<TMessageSendForm>;

/** What is sent: a template with its variables' defaults, or a composed text with an image. */
export type TSendContent =
  | { kind: 'template'; templateId: string; variables: readonly { name: string; defaultValue: string }[] }
  | { kind: 'body'; body: string; mediaAssetId: string | null };

/** What the server answered: the message as queued, its segments and price. */
function SentResult({
  message,
  onAgain,
  onDone,
}: {
  message: TMessage;
  onAgain: () => void;
  onDone?: () => void;
}) {
  return (
    <Stack gap="sm">
      <Alert
        color="green"
        variant="light"
        title={fillText(T.sent, { status: MESSAGE_STATUS_LABELS[message.status] })}
        role="status"
      >
        <Text size="sm">
          {fillText(T.sentDetail, {
            from: message.from,
            to: message.to,
            segments: segmentsText(message.segments),
            price: formatMoneyText(message.price),
          })}
        </Text>
        <Anchor component={Link} to="/logs/sms" size="sm">
          {T.seeLog}
        </Anchor>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onAgain}>
          {T.sendAnother}
        </Button>
        {onDone ? <Button onClick={onDone}>{T.close}</Button> : null}
      </Group>
    </Stack>
  );
}

/**
 * Sends one message now through `POST /v3/messages` (issue 28): from one of the account's numbers
 * that can send it, to a number typed in any format and kept as E.164 (the schema the server
 * checks), a template with its variables (prefilled with their defaults; an empty one is left to
 * the recipient's contact) or a composed text. The answer shows as it is: queued with its segments
 * and price, or the server's refusal (unfunded, opted out, a sender that cannot send it).
 * With `toPicker` the recipient is chosen with doc 001's to-number picker instead.
 */
export function SendMessageForm({
  content,
  label,
  toPicker = false,
  onCancel,
  onDone,
  onSent,
}: {
  content: TSendContent;
  /** the form's accessible name */
  label: string;
  /**
   * the recipient from the to-number picker (the account's contacts searched by number, or a new
   * number typed in) rather than a number typed in a phone field; the picker searches contacts,
   * so a user who may not read them types the number as without it
   */
  toPicker?: boolean;
  onCancel?: () => void;
  /** closes what holds the form, after a message was sent */
  onDone?: () => void;
  /**
   * what happens once a message was sent, instead of the form's own result (the inbox opens the
   * message's conversation, issue 30)
   */
  onSent?: (message: TMessage) => void;
}) {
  const send = messageSend.useChange('send', { invalidates: [messages.keys.all] });
  const picked = useCan(READS_CONTACTS) && toPicker;
  const [sent, setSent] = useState<TMessage | null>(null);
  // a send retried after no answer is sent once; a refusal sent nothing, so its key is free
  const key = useIdempotencyKey();
  const [values, setValues] = useState<Record<string, string>>(() =>
    content.kind === 'template'
      ? Object.fromEntries(content.variables.map((v) => [v.name, v.defaultValue]))
      : {},
  );
  const form = useApiForm({
    schema: ZMessageSendForm,
    // no sender chosen yet: the schema refuses it in its own words; the picker's "none" is no
    // value at all (an empty string would show as a chosen number with no text)
    defaultValues: picked ? { from: '' } : { from: '', to: '' },
    submit: (typed) => {
      const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
      const body: TMessageInput =
        content.kind === 'template'
          ? { from: typed.from, to: typed.to, templateId: content.templateId, variables: filled }
          : {
              from: typed.from,
              to: typed.to,
              body: content.body,
              ...(content.mediaAssetId ? { mediaAssetId: content.mediaAssetId } : {}),
            };
      return send.mutateAsync({ body: { ...body, idempotencyKey: key.current() } });
    },
    onSuccess: (message) => {
      key.renew();
      if (onSent) onSent(message);
      else setSent(message);
    },
  });

  if (sent)
    return <SentResult message={sent} onAgain={() => setSent(null)} {...(onDone ? { onDone } : {})} />;
  const mms = content.kind === 'body' && content.mediaAssetId !== null;
  return (
    <ApiForm form={form} label={label}>
      <Sender name="from" label={T.from} mms={mms} required />
      {picked ? (
        <Picker.ToNumber name="to" label={T.to} required />
      ) : (
        <Input.Phone name="to" label={T.to} description={T.toDescription} required />
      )}
      {content.kind === 'template' && content.variables.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {T.variables}
          </Text>
          <Text size="xs" c="dimmed">
            {T.variablesIntro}
          </Text>
          {content.variables.map((v) => (
            <TextInput
              key={v.name}
              label={v.name}
              value={values[v.name] ?? ''}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setValues((old) => ({ ...old, [v.name]: next }));
              }}
            />
          ))}
        </Stack>
      ) : null}
      {onCancel ? (
        <FormActions onCancel={onCancel} submit={T.send} />
      ) : (
        <Group justify="flex-end">
          <FormSubmitButton>{T.send}</FormSubmitButton>
        </Group>
      )}
    </ApiForm>
  );
}
