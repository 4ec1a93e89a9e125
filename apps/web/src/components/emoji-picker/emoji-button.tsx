import { useRef, useState } from 'react';
import { ActionIcon, Popover } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { EMOJI_PICKER_TEXTS } from '@parley/domain';
import { EmojiPicker } from './emoji-picker';

export interface TEmojiButtonProps {
  readonly onPick: (emoji: string) => void;
  /** The button's accessible name and tooltip; 'Insert emoji' by default. */
  readonly label?: string;
  readonly disabled?: boolean;
}

/**
 * A button that opens the emoji picker in a popover. A pick closes it. Focus goes back to where
 * it was before the popover opened (the button) on a pick, Escape or a click outside, unless
 * `onPick` moved it elsewhere itself (the composer puts it back in the editor).
 */
export function EmojiButton({ onPick, label = EMOJI_PICKER_TEXTS.button, disabled }: TEmojiButtonProps) {
  const [opened, setOpened] = useState(false);
  const origin = useRef<HTMLElement | null>(null);
  const dropdown = useRef<HTMLDivElement>(null);

  const open = () => {
    origin.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpened(true);
  };
  const close = () => {
    const active = document.activeElement;
    // focus still in the picker (or lost to the body): back to where it came from
    const focusStayed = !active || active === document.body || dropdown.current?.contains(active);
    setOpened(false);
    if (focusStayed) origin.current?.focus();
  };
  const pick = (emoji: string) => {
    onPick(emoji);
    close();
  };

  return (
    <Popover
      opened={opened}
      // a click outside (controlled: Mantine only asks)
      onChange={(next) => {
        if (!next) close();
      }}
      // Escape is ours: Mantine's moves focus to an element of the closing dropdown whatever
      // returnFocus says, and focus then falls to the page
      closeOnEscape={false}
      position="bottom-start"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus={false}
    >
      <Popover.Target>
        {/* Popover.Target adds aria-haspopup, aria-expanded and aria-controls */}
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          title={label}
          disabled={disabled}
          onClick={() => (opened ? close() : open())}
        >
          <IconMoodSmile size={18} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown
        ref={dropdown}
        p="xs"
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          close();
        }}
      >
        {opened && <EmojiPicker onPick={pick} autoFocus />}
      </Popover.Dropdown>
    </Popover>
  );
}
