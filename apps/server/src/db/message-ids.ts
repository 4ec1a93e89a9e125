import { randomBytes } from 'node:crypto';

/**
 * A message's sid: 'SM', its creation time in milliseconds (12 hex digits) and 80 random bits. The
 * messages table is partitioned by creation month (DESIGN.md §7), so a lookup by sid alone would
 * probe every month; the time in the sid names the one partition to read.
 */
export const messageSid = (at: Date) =>
  `SM${at.getTime().toString(16).padStart(12, '0')}${randomBytes(10).toString('hex')}`;

/** When a sid says its message was made; null for text that is no message sid of ours. */
export function timeOfMessageSid(sid: string): Date | null {
  const m = /^SM([0-9a-f]{12})[0-9a-f]{20}$/.exec(sid);
  if (!m) return null;
  const at = new Date(parseInt(m[1]!, 16));
  return Number.isNaN(at.getTime()) ? null : at;
}
