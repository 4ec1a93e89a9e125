import { Button, Group } from '@mantine/core';
import { COMPOSER_TEXTS as T } from '@parley/domain';
import { IconVariable } from '@tabler/icons-react';
import { memo } from 'react';
import { EmojiButton } from '@/components/emoji-picker/emoji-button';

export interface TComposerToolbarProps {
  onInsertVariable: () => void;
  onEmoji: (emoji: string) => void;
  disabled: boolean;
}

/**
 * Insert a variable, insert an emoji. Memoised with stable callbacks: a keystroke re-renders the
 * composer (twice: its value, then the preview's deferred one), not these buttons and the popover.
 */
export const ComposerToolbar = memo(function ComposerToolbar({
  onInsertVariable,
  onEmoji,
  disabled,
}: TComposerToolbarProps) {
  return (
    <Group gap="xs" role="toolbar" aria-label={T.toolbar} wrap="wrap">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconVariable size={16} aria-hidden />}
        onClick={onInsertVariable}
        disabled={disabled}
      >
        {T.insertVariable}
      </Button>
      <EmojiButton disabled={disabled} onPick={onEmoji} />
    </Group>
  );
});
