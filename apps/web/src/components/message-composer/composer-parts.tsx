// The composer's pieces a keystroke does not change, memoised so that typing skips them.
import { Badge, Box, Group, Text } from '@mantine/core';
import { COMPOSER_TEXTS as T, type TAsset } from '@parley/domain';
import { memo, type Ref } from 'react';
import { AssetPicker } from '@/components/asset-picker/asset-picker';
import { useCarrierBudget } from '@/components/image-shrink/use-carrier-budget';

/** SMS or MMS (with an image attached); what each is billed as is said by the counters below. */
export const MessageTypeLine = memo(function MessageTypeLine({ mms }: { mms: boolean }) {
  return (
    <Group gap="xs">
      <Badge variant="filled" color={mms ? 'grape.8' : 'blue.8'} data-testid="message-type">
        {mms ? T.mms : T.sms}
      </Badge>
    </Group>
  );
});

export interface TAttachImageProps {
  asset: TAsset | null;
  onChange: (asset: TAsset | null) => void;
  disabled: boolean;
  error?: string | null | undefined;
  pickerRef?: Ref<HTMLButtonElement> | undefined;
}

/** 'Attach image' and the asset picker, measuring images against the user's carrier budget. */
export const AttachImage = memo(function AttachImage({
  asset,
  onChange,
  disabled,
  error,
  pickerRef,
}: TAttachImageProps) {
  const { budget } = useCarrierBudget();
  return (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        {T.attachImage}
      </Text>
      <AssetPicker
        value={asset}
        onChange={onChange}
        budgetBytes={budget.bytes}
        disabled={disabled}
        error={error ?? null}
        {...(pickerRef ? { ref: pickerRef } : {})}
      />
    </Box>
  );
});
