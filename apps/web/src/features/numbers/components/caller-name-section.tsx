import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import {
  CALLER_NAME_FORM_TEXTS as T,
  CNAM_STATUS_LABELS,
  NUMBER_MESSAGES,
  ZCallerNameInput,
  fillText,
  isUsLocalNumber,
  type TCallerNameInput,
  type TCnamStatus,
  type TNumber,
} from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { showToast } from '@/components/toast/show-toast';
import { callerNames } from '@/resources/caller-names';
import { numbers } from '@/resources/numbers';
import { setCallerName } from '../api/set-caller-name';

const Field = formFields<TCallerNameInput>();

const STATUS_COLOR: Record<TCnamStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** A caller name's review state as a badge: Pending review, Approved, Rejected. */
export function CnamStatusBadge({ status }: { status: TCnamStatus }) {
  return (
    // a dot beside dark text: the light variant's coloured text is under AA on its own background
    <Badge variant="dot" color={STATUS_COLOR[status]} miw="max-content">
      {CNAM_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * The number drawer's caller name (doc 001 §3, issue 26): what it is and its review, and a form to
 * ask for another (`PUT /v3/numbers/{phoneSid}/cnam`, ZCallerNameInput's rules and messages).
 * A number that cannot have one says why instead of offering a form that the server would refuse:
 * toll-free and Canadian numbers (US local only), and a number still being ordered.
 */
export function CallerNameSection({ item }: { item: TNumber }) {
  const headingId = useId();
  const client = useQueryClient();
  // the review the drawer knows of: the number's, then the one just asked for
  const [current, setCurrent] = useState({
    cnam: item.cnam,
    status: item.cnamStatus,
    reason: item.cnamReason,
  });
  const form = useApiForm({
    schema: ZCallerNameInput,
    defaultValues: { cnam: item.cnam ?? '' },
    submit: (input) => setCallerName(item.phoneSid, input),
    onSuccess: async (_, { values }) => {
      setCurrent({ cnam: values.cnam, status: 'pending', reason: null });
      showToast({ type: 'success', header: T.requested, content: values.cnam });
      await Promise.all([
        client.invalidateQueries({ queryKey: numbers.keys.all }),
        client.invalidateQueries({ queryKey: callerNames.keys.all }),
      ]);
    },
  });
  const refusal = !isUsLocalNumber(item)
    ? NUMBER_MESSAGES.cnamUsLocalOnly
    : item.status === 'pending'
      ? NUMBER_MESSAGES.cnamWhilePending
      : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {T.heading}
      </Title>
      {current.cnam && current.status ? (
        <Group gap="xs">
          <Text size="sm">{current.cnam}</Text>
          <CnamStatusBadge status={current.status} />
        </Group>
      ) : null}
      {current.status === 'rejected' && current.reason ? (
        <Text size="sm" c="red.9">
          {fillText(T.rejected, { reason: current.reason })}
        </Text>
      ) : null}
      {refusal ? (
        <Alert color="gray" variant="light">
          {refusal}
        </Alert>
      ) : (
        <ApiForm form={form} label={T.heading} gap="xs">
          <Field.Text
            name="cnam"
            label={T.label}
            description={T.hint}
            autoComplete="off"
            spellCheck={false}
          />
          <Text size="xs" c="dimmed">
            {T.review}
          </Text>
          <Group justify="flex-end">
            <FormSubmitButton variant="light">{T.submit}</FormSubmitButton>
          </Group>
        </ApiForm>
      )}
    </Stack>
  );
}
