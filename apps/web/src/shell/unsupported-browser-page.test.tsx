import { OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BrowserGate } from '@/app/browser-gate';
import { renderWithProviders } from '@/testing/test-utils';
import { UnsupportedBrowserPage } from './unsupported-browser-page';

describe('UnsupportedBrowserPage', () => {
  it('recommends Chrome, Firefox, Safari or Edge, each linked', () => {
    renderWithProviders(<UnsupportedBrowserPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your browser is not supported' }),
    ).toBeInTheDocument();
    expect(screen.getByText(OUR_MESSAGES.unsupportedBrowser)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Chrome (opens in a new tab)',
      'Firefox (opens in a new tab)',
      'Safari (opens in a new tab)',
      'Edge (opens in a new tab)',
    ]);
    expect(document.title).toBe('Unsupported browser · Parley');
  });
});

describe('BrowserGate', () => {
  it('replaces the app with the page for a browser already judged unsupported', () => {
    localStorage.setItem(
      'parley_browser_check',
      JSON.stringify({ ua: navigator.userAgent, supported: false }),
    );
    renderWithProviders(
      <BrowserGate>
        <p>the app</p>
      </BrowserGate>,
    );
    expect(screen.getByRole('heading', { name: 'Your browser is not supported' })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('shows the app at once and keeps it for a supported browser', async () => {
    renderWithProviders(
      <BrowserGate>
        <p>the app</p>
      </BrowserGate>,
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(localStorage.getItem('parley_browser_check')).toContain('"supported":true'),
    );
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
