import type { LookupAddress } from 'node:dns';
import { Resolver } from 'node:dns/promises';
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

// c-ares, not getaddrinfo: node's dns.lookup runs on libuv's thread pool (4 threads), the pool
// sign-ins' scrypt, compression and file work also queue on, so a burst of sign-ins held webhook
// deliveries' lookups back; the resolver asks the DNS servers from its own sockets
const resolver = new Resolver({ timeout: 5_000, tries: 2 });
const LOOPBACK: LookupAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

/**
 * A name's IPv4 then IPv6 addresses from DNS (the family asked for only, when one is). Without
 * getaddrinfo there is no hosts file: `localhost` and its subdomains are loopback (RFC 6761), an
 * address is itself, and a name with neither kind of record is ENOTFOUND, as lookup says it.
 */
export async function resolveAll(hostname: string, family: number = 0): Promise<LookupAddress[]> {
  const kind = isIP(hostname);
  if (kind) return [{ address: hostname, family: kind }];
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const wanted = (a: LookupAddress) => family === 0 || a.family === family;
  if (name === 'localhost' || name.endsWith('.localhost')) return LOOPBACK.filter(wanted);
  const [v4, v6] = await Promise.allSettled([
    family === 6 ? Promise.resolve([]) : resolver.resolve4(name),
    family === 4 ? Promise.resolve([]) : resolver.resolve6(name),
  ]);
  const found = [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (found.length) return found;
  // as lookup would say it: no such name, or the DNS did not answer (a server refusing, a timeout)
  const codes = [v4, v6].map((r) =>
    r.status === 'rejected' ? (r.reason as NodeJS.ErrnoException).code : 'ENODATA',
  );
  const code = codes.every((c) => c === 'ENOTFOUND' || c === 'ENODATA') ? 'ENOTFOUND' : 'EAI_AGAIN';
  throw Object.assign(new Error(`${code} ${hostname}`), { code, hostname });
}

/**
 * node's `lookup` for the request: resolves the name, refuses it if ANY of its addresses is not
 * public (a name with one public and one private address could be answered either way), and
 * hands the socket the address it checked, so the connection goes where the check looked (a
 * second resolution, DNS rebinding, cannot swap it).
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const family = typeof options.family === 'number' ? options.family : 0;
    resolveAll(hostname, family).then(
      (addresses) => {
        if (!allowPrivate) {
          const bad = addresses.find((a) => !isPublicAddress(a.address));
          if (bad) return callback(new RefusedDestination(refusedAddress(hostname, bad.address)), '', 4);
        }
        if (options.all)
          return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
        const first = addresses[0];
        if (!first) return callback(new Error(`${hostname} has no address`), '', 4);
        callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };
}
