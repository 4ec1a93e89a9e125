import { act, render, screen } from '@testing-library/react';
import { previewTime } from '@parley/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentTime } from './use-current-time';

function Clock() {
  return <p>{previewTime(useCurrentTime())}</p>;
}

describe('useCurrentTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 23, 9, 41, 30));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time now, and the next minute as soon as it starts', () => {
    render(<Clock />);
    expect(screen.getByText('9:41')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText('9:41')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('9:42')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('9:43')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(17 * 60_000));
    expect(screen.getByText('10:00')).toBeInTheDocument();
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<Clock />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
