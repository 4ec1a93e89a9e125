/** Timings and limits from the spec (doc 000 §9, doc 001 §9). */
export const ACCESS_TOKEN_MINUTES = 30;
export const REFRESH_TOKEN_MINUTES = 1440;
export const TOKEN_CHECK_INTERVAL_MS = 5 * 60_000;
export const DATA_RELOAD_MS = 300_000;
export const TOAST_MS = 5000;
export const COPY_CONFIRM_MS = 1000;
