import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_EVENT_KEY,
  createSessionBus,
  createStorageSessionBus,
  type TSessionBus,
} from './session-broadcast';

const buses: TSessionBus[] = [];
afterEach(() => {
  for (const bus of buses.splice(0)) bus.close();
});
const open = (make: () => TSessionBus) => {
  const bus = make();
  buses.push(bus);
  return bus;
};

describe('session bus', () => {
  it('over BroadcastChannel: every other tab hears what one posts, the sender does not', async () => {
    const a = open(createSessionBus);
    const b = open(createSessionBus);
    const heardByA = vi.fn();
    const heardByB = vi.fn();
    a.subscribe(heardByA);
    b.subscribe(heardByB);
    a.post('signed-out');
    await vi.waitFor(() => expect(heardByB).toHaveBeenCalledWith('signed-out'));
    expect(heardByA).not.toHaveBeenCalled();
  });

  it('without BroadcastChannel: a storage write that other tabs see as a storage event', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const bus = open(createSessionBus);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    bus.post('signed-in');
    expect(setItem).toHaveBeenCalledWith(SESSION_EVENT_KEY, expect.stringContaining('"type":"signed-in"'));
    // written and removed at once: only the event matters
    expect(localStorage.getItem(SESSION_EVENT_KEY)).toBeNull();

    const heard = vi.fn();
    bus.subscribe(heard);
    const written = String(setItem.mock.calls[0]![1]);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_EVENT_KEY, newValue: written }));
    expect(heard).toHaveBeenCalledWith('signed-in');
  });

  it('ignores storage events that are not its own, and messages it does not know', () => {
    const bus = open(createStorageSessionBus);
    const heard = vi.fn();
    bus.subscribe(heard);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{"type":"signed-out"}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_EVENT_KEY, newValue: null }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_EVENT_KEY, newValue: '{"type":"hack"}' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_EVENT_KEY, newValue: 'not json' }));
    expect(heard).not.toHaveBeenCalled();
  });
});
