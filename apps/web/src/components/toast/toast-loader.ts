import type * as NotificationsModule from './notifications-module';

type TNotificationsModule = typeof NotificationsModule;

let module: Promise<TNotificationsModule> | null = null;
const listeners = new Set<() => void>();

/** Loads Mantine's notifications once, and tells the host to mount. */
export function loadNotifications(): Promise<TNotificationsModule> {
  if (!module) {
    module = import('./notifications-module');
    for (const listener of listeners) listener();
  }
  return module;
}

export const toastsWanted = () => module !== null;

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
