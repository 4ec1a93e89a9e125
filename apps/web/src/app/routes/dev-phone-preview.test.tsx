import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Component as DevPhonePreview } from './dev-phone-preview';

describe('/dev/phone-preview', () => {
  it('shows both targets × both views, the states and the parts', async () => {
    const { user } = renderWithProviders(<DevPhonePreview />);
    expect(screen.getByRole('heading', { level: 1, name: 'Phone previews' })).toBeVisible();
    for (const name of ['Android, Home', 'Android, Messages', 'iOS, Home', 'iOS, Messages']) {
      expect(
        screen.getAllByRole('figure', { name: `Message preview: ${name}` }).length,
      ).toBeGreaterThanOrEqual(1);
    }
    expect(screen.getAllByText('Start typing in template field to view preview.')).toHaveLength(2);
    expect(screen.getAllByRole('list', { name: 'Failed reputation checks' })).toHaveLength(3);
    expect(screen.getByTestId('messaging-app-icon')).toBeInTheDocument();

    // the live preview follows the template text
    const text = screen.getByLabelText('Template text');
    await user.clear(text);
    await user.type(text, 'Hello there');
    const live = screen.getAllByRole('figure', { name: 'Message preview: Android, Home' })[0]!;
    expect(within(live).getByText('Hello there')).toBeInTheDocument();
  });
});
