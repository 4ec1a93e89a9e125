import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { FloatingAddButton } from './floating-add-button';
import { AppStrip, MessageInputBar, MessagingAppIcon } from './mockups';
import { NotificationLabel } from './notification-label';
import { PreviewAvatar } from './preview-avatar';
import { PreviewToolbar } from './preview-toolbar';
import { StatusBar } from './status-bar';

const TIME = new Date(2026, 10, 23, 14, 7);

describe('phone preview parts', () => {
  it("status bar: 'Carrier', '99%' and the time; white icons for 'white', dark grey for anything else", () => {
    const { unmount } = renderWithProviders(<StatusBar color="white" time={TIME} />);
    expect(screen.getByText('Carrier')).toBeInTheDocument();
    expect(screen.getByText('99%')).toBeInTheDocument();
    expect(screen.getByText('2:07')).toBeInTheDocument();
    const bar = () => screen.getByText('Carrier').closest('[data-color]') as HTMLElement;
    expect(bar().style.color).toBe('rgb(255, 255, 255)');
    expect(bar().querySelectorAll('svg').length).toBeGreaterThanOrEqual(3);
    unmount();
    renderWithProviders(<StatusBar color="black" time={TIME} target="ios" />);
    expect(bar().style.color).toBe('rgb(61, 65, 72)');
  });

  it('toolbar: the number as its title, on both targets', () => {
    const { unmount } = renderWithProviders(<PreviewToolbar title="(312) 555-0123" />);
    expect(screen.getByText('(312) 555-0123')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PreviewToolbar title="+44 20 7183 8750" target="ios" />);
    expect(screen.getByText('+44 20 7183 8750')).toBeInTheDocument();
  });

  it("notification label: 'Messages' and 'now'", () => {
    renderWithProviders(<NotificationLabel />);
    expect(screen.getByText('Messages')).toBeInTheDocument();
    expect(screen.getByText('now')).toBeInTheDocument();
  });

  it('avatar and floating add button are pictures, hidden from screen readers', () => {
    const { container } = renderWithProviders(
      <>
        <PreviewAvatar size={40} />
        <FloatingAddButton />
      </>,
    );
    const hidden = container.ownerDocument.querySelectorAll('[aria-hidden="true"]');
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('floating-add-button')).toHaveAttribute('aria-hidden', 'true');
  });

  it('mock-ups have the spec sizes: icon 60 × 60, input bar 375 × 44 (camera, voice), app strip 375 × 25', () => {
    renderWithProviders(
      <>
        <MessagingAppIcon />
        <MessageInputBar />
        <AppStrip />
      </>,
    );
    const icon = screen.getByTestId('messaging-app-icon');
    expect([icon.style.width, icon.style.height]).toEqual(['60px', '60px']);
    const bar = screen.getByTestId('message-input-bar');
    expect([bar.style.width, bar.style.height]).toEqual(['375px', '44px']);
    expect(bar.querySelector('.tabler-icon-camera')).not.toBeNull();
    expect(bar.querySelector('.tabler-icon-microphone')).not.toBeNull();
    const strip = screen.getByTestId('app-strip');
    expect([strip.style.width, strip.style.height]).toEqual(['375px', '25px']);
    for (const mockup of [icon, bar, strip]) expect(mockup).toHaveAttribute('aria-hidden', 'true');
  });
});
