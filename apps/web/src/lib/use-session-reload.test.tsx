import { DATA_RELOAD_MS } from '@parley/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { useSessionReload } from './use-session-reload';

function Layout() {
  useSessionReload();
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useSessionReload (doc 000 §4: the layout reloads its data every 300000 ms)', () => {
  it('asks nothing at first, then reloads the session every 300000 ms and adopts it', async () => {
    vi.useFakeTimers();
    const current = makeSession();
    const fresh = makeSession({ accountConfig: { funded: '0' }, displayName: 'Olivia O.' });
    const fetchMock = stubFetch({ 'GET /v3/auth/session': () => ok(fresh) });
    const replaceSession = vi.fn();
    renderWithProviders(<Layout />, { session: { session: current, replaceSession } });

    await vi.advanceTimersByTimeAsync(DATA_RELOAD_MS - 1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(replaceSession).toHaveBeenCalledWith(fresh));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(DATA_RELOAD_MS);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('keeps the session it has when a reload fails', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch({
      'GET /v3/auth/session': () => fail(503, { code: 'unavailable', message: 'down' }),
    });
    const replaceSession = vi.fn();
    renderWithProviders(<Layout />, { session: { session: makeSession(), replaceSession } });
    await vi.advanceTimersByTimeAsync(DATA_RELOAD_MS);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(replaceSession).not.toHaveBeenCalled();
  });
});
