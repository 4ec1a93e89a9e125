import { renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, json, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { WebhooksProvider, pickableWebhooks, useWebhooks } from './webhooks';

const hook = (n: number, enabled: boolean) => ({
  id: `WH${String(n).repeat(32)}`,
  name: `Hook ${n}`,
  url: `https://h${n}.example.com/in`,
  enabled,
  events: ['sms_inbound'],
  created: '2026-09-01T09:00:00.000Z',
  updated: '2026-09-01T09:00:00.000Z',
});

function Summary() {
  const { webhooks, presets, connections } = useWebhooks();
  if (webhooks.loading || presets.loading || connections.loading) return <p>loading</p>;
  return (
    <>
      <p>
        pickable:{' '}
        {pickableWebhooks(webhooks.data)
          .map((h) => h.name)
          .join(', ')}
      </p>
      <p>presets: {presets.data.map((p) => p.name).join(', ')}</p>
      <p>connections: {connections.error ? connections.error.message : connections.data.length}</p>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the webhooks provider', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWebhooks())).toThrow('useWebhooks must be used within WebhooksProvider');
  });

  it('loads the webhooks, presets and connections; the picker’s list keeps the enabled ones; connections keep their error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({
      'GET /v3/webhooks': () =>
        json(200, {
          status: 'success',
          payload: [hook(1, true), hook(2, false)],
          error: [],
          page: { nextCursor: null, limit: 100 },
        }),
      'GET /v3/webhooks/presets': () =>
        ok({ id: 'sms', name: 'Messages in and out', events: ['sms_inbound'] }),
      'GET /v3/webhooks/connections': () =>
        fail(503, { code: 'unavailable', message: 'Connections are down.' }),
    });
    renderWithProviders(
      <WebhooksProvider>
        <Summary />
      </WebhooksProvider>,
    );
    expect(await screen.findByText('pickable: Hook 1')).toBeInTheDocument();
    expect(screen.getByText('presets: Messages in and out')).toBeInTheDocument();
    expect(screen.getByText('connections: Connections are down.')).toBeInTheDocument();
  });
});
