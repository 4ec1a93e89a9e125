import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../config';

/**
 * The header baseline of DESIGN.md §4. Scripts are 'self' only: the built app has no inline
 * script. Styles allow inline because Mantine sets CSS variables in style attributes, which
 * CSP hashes cannot cover (docs/decisions.md).
 */
function helmetFor(config: AppConfig) {
  const connect = ["'self'"];
  if (config.sentryDsn) connect.push(new URL(config.sentryDsn).origin);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: connect,
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The same headers on every answer, computed once: helmet's middleware rebuilt per request (as
 * @fastify/helmet does) showed in the CPU profile, and answers given outside Fastify's hooks
 * (router refusals, malformed HTTP) need the very same set.
 */
export function baselineHeaders(config: AppConfig): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmetFor(config)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}
