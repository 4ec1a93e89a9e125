import type { TAccessRule } from './rules';

/**
 * Doc 000 §2: /inbox needs global-inbox and the account's feature_inbox_enabled (issue 30). The
 * server checks the flag too, with its own 403 (FEATURE_NOT_ENABLED_TEXTS), so a user of an
 * account without the inbox is told why rather than denied.
 */
export const INBOX_ACCESS: TAccessRule = {
  kind: 'privileges',
  all: ['global-inbox'],
  config: ['feature_inbox_enabled'],
};

/** The live events stream (`GET /v3/events`): any signed-in user; each event is filtered by what it needs. */
export const EVENTS_ACCESS: TAccessRule = { kind: 'session' };
