import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface TAppModalProps extends Pick<
  ModalRootProps,
  'opened' | 'onClose' | 'size' | 'closeOnClickOutside' | 'returnFocus'
> {
  title: ReactNode;
  children: ReactNode;
}

/**
 * Mantine's Modal with what it leaves out: the close button has a name, and the header is not a
 * <header>, which inside a dialog would be a second banner landmark beside the page's own.
 */
export function AppModal({
  opened,
  onClose,
  size,
  closeOnClickOutside,
  returnFocus = true,
  title,
  children,
}: TAppModalProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      closeOnClickOutside={closeOnClickOutside}
      returnFocus={returnFocus}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
