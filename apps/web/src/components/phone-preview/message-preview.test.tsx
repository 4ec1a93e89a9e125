import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { MessagePreview } from './message-preview';

const TEXT = 'Your order has shipped.';
const EMPTY = 'Start typing in template field to view preview.';
const MEDIA = 'https://media.example.test/coupon.png';

describe('MessagePreview', () => {
  beforeEach(() => {
    // only Date is faked: user-event and Testing Library keep their real timers
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 5));
  });
  afterEach(() => vi.useRealTimers());

  it('is Android and the lock screen by default: status bar, clock, date, the notification', async () => {
    renderWithProviders(<MessagePreview text={TEXT} number="+13125550123" />);
    const preview = screen.getByRole('figure', { name: 'Message preview: Android, Home' });
    expect(within(preview).getByText('Carrier')).toBeInTheDocument();
    expect(within(preview).getByText('99%')).toBeInTheDocument();
    expect(within(preview).getAllByText('9:05').length).toBeGreaterThanOrEqual(1);
    expect(within(preview).getByText('Monday, November 23')).toBeInTheDocument();
    expect(within(preview).getByText('Messages')).toBeInTheDocument();
    expect(within(preview).getByText('now')).toBeInTheDocument();
    expect(within(preview).getByText('(312) 555-0123')).toBeInTheDocument();
    expect(within(preview).getByText(TEXT)).toBeInTheDocument();
    // the lock screen's status bar is white
    expect(within(preview).getByText('Carrier').closest('[data-color]')).toHaveAttribute(
      'data-color',
      '#ffffff',
    );
    // no media on the lock screen, and no input bar
    expect(within(preview).queryByRole('img')).toBeNull();
    expect(within(preview).queryByTestId('message-input-bar')).toBeNull();
    await expectNoAxeViolations();
  });

  it('says to start typing while the text is empty (or blank)', () => {
    const { unmount } = renderWithProviders(<MessagePreview />);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    unmount();
    renderWithProviders(<MessagePreview text="   " view="messages" target="ios" />);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
  });

  it('the messages view: the number as the toolbar title, the date, a bubble, input bar; dark status bar', async () => {
    renderWithProviders(<MessagePreview text={TEXT} view="messages" number="+442071838750" />);
    const preview = screen.getByRole('figure', { name: 'Message preview: Android, Messages' });
    expect(within(preview).getByText('+44 20 7183 8750')).toBeInTheDocument();
    expect(within(preview).getByText(/^Monday, November 23 · 9:05$/)).toBeInTheDocument();
    expect(within(preview).getByText(TEXT)).toBeInTheDocument();
    expect(within(preview).getByTestId('message-input-bar')).toBeInTheDocument();
    expect(within(preview).getByTestId('floating-add-button')).toBeInTheDocument();
    expect(within(preview).getByText('Carrier').closest('[data-color]')).toHaveAttribute(
      'data-color',
      '#3d4148',
    );
    expect(within(preview).queryByRole('img')).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows the media in the messages view, and says so when it cannot be loaded', () => {
    renderWithProviders(<MessagePreview text={TEXT} view="messages" target="ios" mediaUrl={MEDIA} />);
    const image = screen.getByRole('img', { name: 'Message media' });
    expect(image).toHaveAttribute('src', MEDIA);
    expect(screen.queryByText('Media URL cannot be previewed.')).toBeNull();
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Message media' })).toBeNull();
    expect(screen.getByText('Media URL cannot be previewed.')).toBeInTheDocument();
  });

  it('tries a new media URL again after one failed', async () => {
    function Harness() {
      const [url, setUrl] = useState(MEDIA);
      return (
        <>
          <button type="button" onClick={() => setUrl(`${MEDIA}?v=2`)}>
            Change URL
          </button>
          <MessagePreview view="messages" mediaUrl={url} />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    fireEvent.error(screen.getByRole('img', { name: 'Message media' }));
    expect(screen.getByText('Media URL cannot be previewed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change URL' }));
    expect(screen.getByRole('img', { name: 'Message media' })).toHaveAttribute('src', `${MEDIA}?v=2`);
    expect(screen.queryByText('Media URL cannot be previewed.')).toBeNull();
  });

  it('the home view shows no media block even with a media URL', () => {
    renderWithProviders(<MessagePreview text={TEXT} mediaUrl={MEDIA} />);
    expect(screen.queryByRole('img', { name: 'Message media' })).toBeNull();
  });

  it('iOS: the date above the clock, the caller name instead of the number', () => {
    renderWithProviders(<MessagePreview text={TEXT} target="ios" callerName="Harbor Grill" />);
    const preview = screen.getByRole('figure', { name: 'Message preview: iOS, Home' });
    expect(within(preview).getByText('Harbor Grill')).toBeInTheDocument();
    expect(within(preview).queryByText('(312) 555-0123')).toBeNull();
    expect(preview.querySelector('[data-target="ios"]')).not.toBeNull();
  });
});
