import { renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeZoneOption } from '@parley/domain';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { TimeZonesProvider, useTimeZones } from './time-zones';

const zones = [
  { timezoneId: -1, name: 'EST/EDT', systemName: 'America/New_York' },
  { timezoneId: 0, name: 'UTC', systemName: 'Etc/UTC' },
];

function Zones() {
  const state = useTimeZones();
  if (state.status === 'fetching') return <p>fetching</p>;
  if (state.status === 'failed')
    return (
      <>
        <p role="alert">{state.error.message}</p>
        <button onClick={state.reload}>Try again</button>
      </>
    );
  return (
    <p>{state.timeZones.map((z) => `${timeZoneOption(z).text}=${timeZoneOption(z).value}`).join(', ')}</p>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the time zones provider (doc 001 §4)', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTimeZones())).toThrow(
      'useTimeZones must be used within TimeZonesProvider',
    );
  });

  it('is fetching, then loaded with the list as the server ordered it', async () => {
    stubFetch({ 'GET /v4/timezone/': () => ok(...zones) });
    renderWithProviders(
      <TimeZonesProvider>
        <Zones />
      </TimeZonesProvider>,
    );
    expect(screen.getByText('fetching')).toBeInTheDocument();
    expect(await screen.findByText('EST/EDT=-1, UTC=0')).toBeInTheDocument();
  });

  it('keeps the error of a failed load (doc 001 §8), and loads on reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({
      'GET /v4/timezone/': [
        () => fail(503, { code: 'unavailable', message: 'The service is down.' }),
        () => ok(...zones),
      ],
    });
    const { user } = renderWithProviders(
      <TimeZonesProvider>
        <Zones />
      </TimeZonesProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is down.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('EST/EDT=-1, UTC=0')).toBeInTheDocument();
  });
});
