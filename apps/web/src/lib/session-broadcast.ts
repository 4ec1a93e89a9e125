/**
 * What one tab tells the others about the session they share (the cookies are common to all
 * tabs, the state in memory is not): a BroadcastChannel, or storage events where there is none.
 * Only the kind of change travels; each tab reads the tokens itself.
 */
export type TSessionEvent = 'signed-in' | 'signed-out' | 'ended' | 'switched';

export interface TSessionBus {
  /** tells every other tab; the sender does not hear itself */
  post(event: TSessionEvent): void;
  subscribe(listener: (event: TSessionEvent) => void): () => void;
  close(): void;
}

const CHANNEL = 'parley-session';
/** the fallback's localStorage key: written and removed at once, only the event matters */
export const SESSION_EVENT_KEY = 'parley_session_event';

const EVENTS: readonly string[] = ['signed-in', 'signed-out', 'ended', 'switched'] satisfies TSessionEvent[];

const asEvent = (value: unknown): TSessionEvent | null =>
  typeof value === 'object' && value !== null && 'type' in value && EVENTS.includes(String(value.type))
    ? (value.type as TSessionEvent)
    : null;

function channelBus(): TSessionBus {
  const channel = new BroadcastChannel(CHANNEL);
  return {
    post: (type) => channel.postMessage({ type }),
    subscribe(listener) {
      const onMessage = (message: MessageEvent<unknown>) => {
        const event = asEvent(message.data);
        if (event) listener(event);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}

/** Other tabs get a `storage` event for every write; a nonce makes repeated events distinct. */
function storageBus(): TSessionBus {
  return {
    post(type) {
      try {
        // not crypto.randomUUID: the browsers without BroadcastChannel lack it too
        const nonce = `${Date.now()}-${Math.random()}`;
        localStorage.setItem(SESSION_EVENT_KEY, JSON.stringify({ type, nonce }));
        localStorage.removeItem(SESSION_EVENT_KEY);
      } catch {
        // storage refused (private mode, quota): the other tabs learn at their next request
      }
    },
    subscribe(listener) {
      const onStorage = (storage: StorageEvent) => {
        if (storage.key !== SESSION_EVENT_KEY || !storage.newValue) return;
        try {
          const event = asEvent(JSON.parse(storage.newValue));
          if (event) listener(event);
        } catch {
          // not ours
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    close: () => {},
  };
}

export function createSessionBus(): TSessionBus {
  return typeof BroadcastChannel === 'function' ? channelBus() : storageBus();
}

/** For tests and for browsers without BroadcastChannel. */
export const createStorageSessionBus = storageBus;
