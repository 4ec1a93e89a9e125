import { Button, Group, Stack, type ModalRootProps } from '@mantine/core';
import { MODAL_DEFAULTS } from '@parley/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { AppModal } from '@/components/dialog/app-modal';

interface TActionModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** large by default (doc 001 §2) */
  size?: ModalRootProps['size'];
  /** a click on the dimmer closes it only when this is on (off by default); Escape always does */
  closeOnDimmerClick?: boolean;
  /** the cancel button's text, 'Cancel' by default */
  cancelText?: string;
  /**
   * When given, called each time the modal closes, however it closes (Cancel, Escape, ×, the
   * dimmer, or the page after a save): reset its form.
   */
  onReset?: () => void;
  /** buttons beside Cancel: the modal's own action(s) */
  actions?: ReactNode;
  /**
   * Whether closing gives focus back to what had it before the modal opened (on by default); off
   * when the caller moves it elsewhere, since the return comes a moment after the close and wins.
   */
  returnFocus?: boolean;
}

/**
 * The modal helper of doc 001 §2 on the app's dialog: its content, then Cancel and the actions
 * at the bottom right.
 */
export function ActionModal({
  opened,
  onClose,
  title,
  children,
  size = MODAL_DEFAULTS.size,
  closeOnDimmerClick = MODAL_DEFAULTS.closeOnDimmerClick,
  cancelText = MODAL_DEFAULTS.cancelText,
  onReset,
  actions,
  returnFocus = true,
}: TActionModalProps) {
  useResetOnClose(opened, onReset);
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      size={size}
      closeOnClickOutside={closeOnDimmerClick}
      returnFocus={returnFocus}
      title={title}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {cancelText}
          </Button>
          {actions}
        </Group>
      </Stack>
    </AppModal>
  );
}

/** Calls `onReset` when `opened` goes from true to false. */
function useResetOnClose(opened: boolean, onReset: (() => void) | undefined) {
  const wasOpened = useRef(opened);
  // a new onReset each render re-runs this, but only the step from open to closed calls it
  useEffect(() => {
    if (wasOpened.current && !opened) onReset?.();
    wasOpened.current = opened;
  }, [opened, onReset]);
}
