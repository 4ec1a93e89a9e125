import { Progress, Stack, Text } from '@mantine/core';
import { ASSET_PICKER_TEXTS as T, fillText, formatFileSize } from '@parley/domain';
import { ActionModal } from '@/components/layout/action-modal';
import type { TUploadProgress } from '@/resources/assets';

export interface TUploadingDialogProps {
  /** null: no upload under way (the dialog is closed) */
  progress: TUploadProgress | null;
  fileName: string;
  /** stops the upload; the Add image form then says it was stopped */
  onStop: () => void;
}

/**
 * The uploading dialog (doc 000 §4: "an uploading dialog until done"): the bytes of the request
 * sent so far, of all it sends, as the browser reports them. Its one button stops the upload.
 */
export function UploadingDialog({ progress, fileName, onStop }: TUploadingDialogProps) {
  const sent = progress?.sent ?? 0;
  const total = progress?.total ?? 0;
  const percent = total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0;
  return (
    <ActionModal
      opened={progress !== null}
      onClose={onStop}
      size="sm"
      title={T.uploadingTitle}
      cancelText={T.stopUpload}
    >
      <Stack gap="xs">
        <Text size="sm" truncate="end">
          {fileName}
        </Text>
        <Progress.Root size="lg">
          <Progress.Section value={percent} aria-label={T.uploadProgressLabel} animated={percent < 100} />
        </Progress.Root>
        <Text size="sm" c="dimmed">
          {fillText(T.uploadProgress, { sent: formatFileSize(sent), total: formatFileSize(total) })}
        </Text>
      </Stack>
    </ActionModal>
  );
}
