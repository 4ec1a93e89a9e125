import { VALIDATION_MESSAGES } from './validation-messages';
import { text } from './text';

/**
 * Doc 001 §5: "SIP address with optional port". Ours, in RFC 3261's shape: an optional `sip:` or
 * `sips:`, a user part (letters, digits and - _ . ! ~ * ' ( ) & = + $ , ; ? /, or a phone number
 * with +), @, a host (a domain name of letters, digits and hyphens, or an IPv4 address), and an
 * optional :port from 1 to 65535. Parameters (;transport=…) and IPv6 hosts are not accepted.
 */
export const SIP_ADDRESS_PATTERN =
  /^(?:sips?:)?[A-Za-z\d\-_.!~*'()&=+$,;?/]+@((?:[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?\.)*[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?)(?::(\d{1,5}))?$/i;

const IPV4_LIKE = /^\d+(?:\.\d+){3}$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export const SIP_PORT_MIN = 1;
export const SIP_PORT_MAX = 65535;
/** RFC 3261 limits nothing; this bounds the field. */
export const SIP_ADDRESS_MAX_LENGTH = 255;

export function isSipAddress(value: string): boolean {
  if (value.length > SIP_ADDRESS_MAX_LENGTH) return false;
  const m = SIP_ADDRESS_PATTERN.exec(value);
  if (!m) return false;
  const [, host = '', port] = m;
  // all-digit dotted hosts are addresses, so each part must be a byte
  if (IPV4_LIKE.test(host) && !IPV4.test(host)) return false;
  if (port === undefined) return true;
  const n = Number(port);
  return n >= SIP_PORT_MIN && n <= SIP_PORT_MAX && !port.startsWith('0');
}

export const ZSipAddress = text({ error: VALIDATION_MESSAGES.sipAddress })
  .trim()
  .refine(isSipAddress, VALIDATION_MESSAGES.sipAddress);
