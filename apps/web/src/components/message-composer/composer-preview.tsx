import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  COMPOSER_TEXTS as T,
  PHONE_TARGET_NAMES,
  PHONE_VIEW_NAMES,
  parseTemplate,
  renderParsedTemplate,
  type TPhoneTarget,
  type TPhoneView,
} from '@parley/domain';
import { memo, useId, useMemo } from 'react';
import { MessagePreview } from '@/components/phone-preview/message-preview';

const TARGETS = (['android', 'ios'] as const).map((value) => ({ value, label: PHONE_TARGET_NAMES[value] }));
const VIEWS = (['home', 'messages'] as const).map((value) => ({ value, label: PHONE_VIEW_NAMES[value] }));

export interface TComposerPreviewProps {
  /** the template as typed: the preview fills its variables with their defaults */
  content: string;
  mediaUrl: string | undefined;
  target: TPhoneTarget;
  view: TPhoneView;
  onTarget: (target: TPhoneTarget) => void;
  onView: (view: TPhoneView) => void;
}

interface TPreviewControlsProps {
  titleId: string;
  target: TPhoneTarget;
  view: TPhoneView;
  onTarget: (target: TPhoneTarget) => void;
  onView: (view: TPhoneView) => void;
}

/** The title and the Android/iOS, home/messages switches: memoised, a keystroke leaves them be. */
const PreviewControls = memo(function PreviewControls({
  titleId,
  target,
  view,
  onTarget,
  onView,
}: TPreviewControlsProps) {
  return (
    <>
      <Text id={titleId} fw={600} size="sm" style={{ alignSelf: 'flex-start' }}>
        {T.preview}
      </Text>
      <Group gap="xs" justify="center" wrap="wrap">
        <SegmentedControl
          size="xs"
          aria-label={T.previewTarget}
          value={target}
          onChange={(value) => onTarget(value as TPhoneTarget)}
          data={TARGETS}
        />
        <SegmentedControl
          size="xs"
          aria-label={T.previewView}
          value={view}
          onChange={(value) => onView(value as TPhoneView)}
          data={VIEWS}
        />
      </Group>
    </>
  );
});

/**
 * The message as it will be sent, on a phone (doc 001 §2): variables filled with their defaults,
 * the attached image in the conversation. Memoised, so renders of the composer that change
 * neither the text nor the image (the dialogs opening) skip it.
 */
export const ComposerPreview = memo(function ComposerPreview({
  content,
  mediaUrl,
  target,
  view,
  onTarget,
  onView,
}: TComposerPreviewProps) {
  const id = useId();
  const parsed = useMemo(() => parseTemplate(content), [content]);
  const text = useMemo(() => renderParsedTemplate(parsed), [parsed]);
  return (
    <Stack gap="sm" align="center" component="section" aria-labelledby={`${id}-title`}>
      <PreviewControls
        titleId={`${id}-title`}
        target={target}
        view={view}
        onTarget={onTarget}
        onView={onView}
      />
      <div data-testid="composer-preview">
        <MessagePreview text={text} mediaUrl={mediaUrl} target={target} view={view} />
      </div>
      {parsed.variables.length > 0 ? (
        <Text size="xs" c="dimmed" ta="center" maw={260}>
          {T.previewNote}
        </Text>
      ) : null}
    </Stack>
  );
});
