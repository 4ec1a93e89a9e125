/**
 * How the request helpers reach the session layer without importing it (the session layer
 * imports them): the session provider connects itself here while it is mounted.
 */
export type TRefreshOutcome =
  | { kind: 'refreshed'; token: string }
  /** the server refused: the session is over */
  | { kind: 'rejected' }
  /** no answer (offline) or a server fault: the session may still be fine; `message` says which */
  | { kind: 'unreachable'; message: string };

export interface TAuthBridge {
  /** `staleToken` is the token the server just refused: it must not be adopted again */
  refresh(staleToken: string | null): Promise<TRefreshOutcome>;
}

let bridge: TAuthBridge | null = null;

export function connectAuthBridge(next: TAuthBridge): () => void {
  bridge = next;
  return () => {
    if (bridge === next) bridge = null;
  };
}

export function getAuthBridge(): TAuthBridge | null {
  return bridge;
}
