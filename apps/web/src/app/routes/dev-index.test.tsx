import { MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Component as DevIndex } from './dev-index';

describe('/dev', () => {
  it('lists the developer pages of doc 000 §2, our building-block demos, and the crash page', () => {
    renderWithProviders(<DevIndex />);
    expect(screen.getByRole('heading', { level: 1, name: 'Developer pages' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/content',
      '/add-message',
      '/asset-manager',
      '/multiselect-dropdown',
      '/editor-poc',
      '/dev/table',
      '/dev/form-fields',
      '/dev/phone-preview',
      '/dev/crash',
    ]);
    expect(screen.queryByText(MESSAGES.viewOnDesktop)).not.toBeInTheDocument();
  });

  it("shows 'View on desktop' on a phone, and no links", () => {
    renderWithProviders(<DevIndex />, { mobile: true });
    expect(screen.getByText(MESSAGES.viewOnDesktop)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
