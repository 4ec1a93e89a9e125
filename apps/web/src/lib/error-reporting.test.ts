import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';

const Sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(() => 'event-1'),
  captureFeedback: vi.fn(),
  setUser: vi.fn(),
  setTags: vi.fn(),
}));
vi.mock('@sentry/react', () => Sentry);

/** Module state (whether reporting started) must not leak between tests. */
const fresh = async () => {
  vi.resetModules();
  return import('./error-reporting');
};

beforeEach(() => {
  for (const fn of Object.values(Sentry)) fn.mockClear();
});

describe('error reporting', () => {
  it('without a DSN sends nothing and loads nothing', async () => {
    const reporting = await fresh();
    expect(await reporting.reportError(new Error('boom'), makeSession())).toBeNull();
    expect(await reporting.sendFeedback('it broke', null)).toBe(false);
    expect(reporting.isErrorReportingOn()).toBe(false);
    expect(Sentry.init).not.toHaveBeenCalled();
  });

  it('with a DSN sends the error with the user tags of doc 000 §8', async () => {
    const reporting = await fresh();
    reporting.startErrorReporting('https://key@sentry.test/1', '2.4.1');
    const error = new Error('boom');
    const user = makeSession();
    expect(await reporting.reportError(error, user)).toBe('event-1');
    expect(Sentry.init).toHaveBeenCalledWith({ dsn: 'https://key@sentry.test/1', release: '2.4.1' });
    expect(Sentry.captureException).toHaveBeenCalledWith(error, {
      tags: { clientId: user.clientId, accountId: user.accountId, username: user.username },
      user: { id: user.clientId, username: user.username },
    });
  });

  it('keeps the user tags current and attaches feedback to the event', async () => {
    const reporting = await fresh();
    reporting.startErrorReporting('https://key@sentry.test/1', '2.4.1');
    const user = makeSession();
    reporting.setReportingUser(user);
    await vi.waitFor(() => expect(Sentry.setTags).toHaveBeenCalled());
    expect(Sentry.setTags).toHaveBeenLastCalledWith({
      clientId: user.clientId,
      accountId: user.accountId,
      username: user.username,
    });
    expect(await reporting.sendFeedback('It broke on save', 'event-1', 'Olivia')).toBe(true);
    expect(Sentry.captureFeedback).toHaveBeenCalledWith({
      message: 'It broke on save',
      name: 'Olivia',
      associatedEventId: 'event-1',
    });
  });
});
