import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import type { TApiResult } from '@/lib/envelope';
import { renderWithProviders } from '@/testing/test-utils';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const render = (onConfirm: () => Promise<TApiResult<unknown>>, onClose = vi.fn(), names = ['Widget']) =>
  renderWithProviders(
    <ConfirmDeleteDialog
      opened
      title="Delete thing"
      message="Delete the thing? This cannot be undone."
      label="thing"
      names={names}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
  );

describe('the confirm-delete dialog', () => {
  it('asks, with Cancel focused, and deletes nothing on Cancel', async () => {
    const onConfirm = vi.fn<() => Promise<TApiResult<unknown>>>();
    const onClose = vi.fn();
    const { user } = render(onConfirm, onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing' });
    expect(dialog).toHaveTextContent('Delete the thing? This cannot be undone.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes once the deletion succeeded, and says what went in a toast', async () => {
    const onClose = vi.fn();
    const { user } = render(() => Promise.resolve({ ok: true, value: null }), onClose);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(await screen.findByText('Thing deleted')).toBeInTheDocument();
    expect(screen.getByText('Widget')).toBeInTheDocument();
  });

  it('names several things under the message: the first five, then how many more', async () => {
    const names = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7'];
    const { user } = render(() => Promise.resolve({ ok: true, value: null }), vi.fn(), names);
    const dialog = await screen.findByRole('dialog', { name: 'Delete thing' });
    expect(
      within(within(dialog).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A1', 'B2', 'C3', 'D4', 'E5', 'and 2 more']);
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('7 things deleted')).toBeInTheDocument();
    expect(screen.getByText('A1, B2, C3 and 4 more')).toBeInTheDocument();
  });

  it('says a failure and stays open', async () => {
    const onClose = vi.fn();
    const { user } = render(
      () => Promise.resolve({ ok: false, error: [{ code: 'not_found', message: 'It is gone.' }] }),
      onClose,
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It is gone.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
