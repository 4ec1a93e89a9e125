import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may send (issue 28): public unicast addresses only, unless the operator allows
 * private ones (WEBHOOK_ALLOW_PRIVATE, set by tests and `npm start`). Anything else — loopback,
 * private, link-local (the cloud metadata service at 169.254.169.254), unique-local, unspecified,
 * carrier-grade NAT, multicast, reserved — would let a webhook reach inside the network the
 * portal runs in. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** Why a destination was refused: what the attempt records and the form shows. */
export const refusedAddress = (host: string, address: string) =>
  host === address
    ? `Refused: ${address} is a private, loopback or link-local address.`
    : `Refused: ${host} resolves to ${address}, a private, loopback or link-local address.`;

export class RefusedDestination extends Error {}

/** The host of a URL as an address, when it is one (`[::1]` → `::1`), else null. */
export function literalAddress(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  const bare = host.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
}

/** A webhook URL the form refuses at once: its host is a private address written out. */
export function literalPrivate(url: string): string | null {
  const address = literalAddress(url);
  return address && !isPublicAddress(address) ? address : null;
}

/**
 * node's `lookup` for the request: resolves the name, refuses it if ANY of its addresses is not
 * public (a name with one public and one private address could be answered either way), and
 * hands the socket the address it checked, so the connection goes where the check looked (a
 * second resolution, DNS rebinding, cannot swap it).
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, found) => {
      if (err) return callback(err, '', 4);
      const addresses = found as LookupAddress[];
      if (!allowPrivate) {
        const bad = addresses.find((a) => !isPublicAddress(a.address));
        if (bad) return callback(new RefusedDestination(refusedAddress(hostname, bad.address)), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 4);
      callback(null, first.address, first.family);
    });
  };
}
