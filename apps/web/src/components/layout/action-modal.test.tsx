import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { ActionModal } from './action-modal';

function Harness(props: {
  closeOnDimmerClick?: boolean;
  onReset?: () => void;
  cancelText?: string;
  size?: string;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <ActionModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Rename"
        actions={<Button onClick={() => setOpened(false)}>Save</Button>}
        {...props}
      >
        <p>Modal body</p>
      </ActionModal>
    </>
  );
}

const overlay = () => document.querySelector('.mantine-Modal-overlay') as HTMLElement;

describe('ActionModal', () => {
  it("is large by default, with 'Cancel' beside its actions; Cancel closes it", async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeVisible();
    expect(screen.getByText('Modal body')).toBeVisible();
    expect(document.body.innerHTML).toContain('--modal-size: var(--modal-size-lg)');
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes another size and cancel text', async () => {
    const { user } = renderWithProviders(<Harness size="sm" cancelText="Close without saving" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.innerHTML).toContain('--modal-size: var(--modal-size-sm)');
    expect(screen.getByRole('button', { name: 'Close without saving' })).toBeVisible();
  });

  it('ignores a click on the dimmer by default', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(overlay());
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeVisible();
  });

  it('closes on a click on the dimmer when enabled', async () => {
    const { user } = renderWithProviders(<Harness closeOnDimmerClick />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(overlay());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('calls onReset each time it closes, whichever way, and not while open', async () => {
    const onReset = vi.fn();
    const { user } = renderWithProviders(<Harness onReset={onReset} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onReset).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onReset).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onReset).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onReset).toHaveBeenCalledTimes(3);
  });
});
