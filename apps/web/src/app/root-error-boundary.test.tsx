import { MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { RootErrorBoundary } from './root-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('RootErrorBoundary', () => {
  it('shows the failure text and a Reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(null, {
      routes: [{ path: '/', element: <Broken />, errorElement: <RootErrorBoundary /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.rootFailure })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
