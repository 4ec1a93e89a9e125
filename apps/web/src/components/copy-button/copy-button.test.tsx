import { COPY_CONFIRM_MS } from '@parley/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it(`copies the value and shows a check for ${COPY_CONFIRM_MS} ms`, async () => {
    const { user } = renderWithProviders(<CopyButton value="+15551234567" label="Copy number" />);
    // user-event installs its own clipboard; spy on it after setup
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy number' }));
      expect(writeText).toHaveBeenCalledWith('+15551234567');
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      expect(document.querySelector('.tabler-icon-check')).not.toBeNull();
      act(() => vi.advanceTimersByTime(COPY_CONFIRM_MS - 100));
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('button', { name: 'Copy number' })).toBeInTheDocument();
      expect(document.querySelector('.tabler-icon-check')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is labelled 'Copy' by default", () => {
    renderWithProviders(<CopyButton value="x" />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
