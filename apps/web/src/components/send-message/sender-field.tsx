import { Select } from '@mantine/core';
import { SEND_MESSAGE_TEXTS as T, type TNumber } from '@parley/domain';
import { useMemo } from 'react';
import type { TControlledFieldProps } from '@/components/form-fields/bound';
import { numbers } from '@/resources/numbers';

export interface TSenderFieldProps extends TControlledFieldProps<string> {
  label: string;
  /** an image goes with the message: only MMS-capable numbers can send it */
  mms?: boolean;
  required?: boolean;
}

const canSend = (n: TNumber, mms: boolean) =>
  n.status === 'active' && n.capabilities.smsEnabled && (!mms || n.capabilities.mmsEnabled);

/** A friendly name that says more than the number itself (the default is the number, formatted). */
const named = (n: TNumber) =>
  n.friendlyName !== '' && n.friendlyName.replace(/\D/g, '') !== n.phoneNumber.replace(/\D/g, '');

/**
 * The number a message goes from: the account's active numbers that can send it (SMS, or MMS with
 * an image), as the server checks `from`.
 */
export function SenderField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  label,
  mms = false,
  required,
}: TSenderFieldProps) {
  const all = numbers.useAll({ capability: mms ? 'mms' : 'sms' });
  const data = useMemo(
    () =>
      (all.data ?? [])
        .filter((n) => canSend(n, mms))
        .map((n) => ({
          value: n.phoneNumber,
          label: named(n) ? `${n.phoneNumber} · ${n.friendlyName}` : n.phoneNumber,
        })),
    [all.data, mms],
  );
  const none = all.isSuccess && data.length === 0;
  return (
    <Select
      ref={inputRef as never}
      label={label}
      placeholder={T.fromPlaceholder}
      description={mms ? T.fromDescriptionMms : T.fromDescription}
      data={data}
      searchable
      required={required}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      onBlur={onBlur}
      error={error ?? (none ? T.noNumbers : undefined)}
      disabled={all.isPending}
    />
  );
}
