import { MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { makePortalConfig, stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';
import { RootErrorBoundary } from './root-error-boundary';

const reporting = vi.hoisted(() => ({
  startErrorReporting: vi.fn(),
  reportError: vi.fn(async () => 'event-1' as string | null),
  isErrorReportingOn: vi.fn(() => false),
  sendFeedback: vi.fn(async () => false),
  setReportingUser: vi.fn(),
}));
vi.mock('@/lib/error-reporting', () => reporting);

const failure = new Error('boom');
function Broken(): never {
  throw failure;
}

function renderFailure(session = makeSession()) {
  return renderWithProviders(null, {
    routes: [{ path: '/', element: <Broken />, errorElement: <RootErrorBoundary /> }],
    session: { session },
  });
}

beforeEach(() => {
  // React and the router log the thrown error: expected here
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  reporting.reportError.mockResolvedValue('event-1');
  reporting.isErrorReportingOn.mockReturnValue(false);
  reporting.sendFeedback.mockResolvedValue(false);
});

describe('RootErrorBoundary', () => {
  it("shows the spec's text with Reload and Report feedback", async () => {
    stubPortalConfig();
    renderFailure();
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.rootFailure })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report feedback' })).toBeInTheDocument();
  });

  it('Reload reloads the page', async () => {
    stubPortalConfig();
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = renderFailure();
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without a DSN reports nothing, and feedback becomes an email to support', async () => {
    stubPortalConfig();
    const { user } = renderFailure();
    await user.click(await screen.findByRole('button', { name: 'Report feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report feedback' });
    expect(dialog).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Email support' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('What were you doing when this happened?'), 'Saving a number');
    expect(send).toBeEnabled();
    expect(reporting.startErrorReporting).not.toHaveBeenCalled();
    expect(reporting.reportError).not.toHaveBeenCalled();
  });

  it('with a DSN sends the error with the user, and feedback goes beside it', async () => {
    stubPortalConfig(makePortalConfig({ sentryDsn: 'https://key@sentry.test/1' }));
    reporting.isErrorReportingOn.mockReturnValue(true);
    reporting.sendFeedback.mockResolvedValue(true);
    const session = makeSession();
    const { user } = renderFailure(session);
    await vi.waitFor(() => expect(reporting.reportError).toHaveBeenCalledTimes(1));
    expect(reporting.startErrorReporting).toHaveBeenCalledWith('https://key@sentry.test/1', '2.4.1');
    expect(reporting.reportError).toHaveBeenCalledWith(failure, session);

    await user.click(screen.getByRole('button', { name: 'Report feedback' }));
    await user.type(
      await screen.findByLabelText('What were you doing when this happened?'),
      'Saving a number',
    );
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(reporting.sendFeedback).toHaveBeenCalledWith('Saving a number', 'event-1', session.displayName);
    expect(await screen.findByText('Thank you. Your feedback has been sent.')).toBeInTheDocument();
  });
});
