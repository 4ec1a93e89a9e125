/**
 * When a failed delivery is tried again (issue 28): 30 s after the first failure, then doubling
 * (1, 2, 4, 8, 16, 32 min), then hourly, each ±20 % so that receivers that came back up are not
 * hit by every delivery at once. About 30 attempts in the 24 hours before a delivery is failed.
 */
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 60 * 60;
/** How long a delivery is tried, and how long a webhook may fail before it is turned off. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** Seconds until the next try after `attempts` failed ones (1 after the first). */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
  return Math.max(1, Math.round(base * (0.8 + 0.4 * random())));
}
