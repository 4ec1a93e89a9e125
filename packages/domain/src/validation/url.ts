import { z } from 'zod';
import { MESSAGES } from './messages';
import { text } from './text';

/** Longer URLs are refused by common browsers and servers; the webhook rule uses the same cap. */
export const URL_MAX_LENGTH = 2000;

/** scheme:// written out: `new URL` would otherwise read 'http:/host' as 'http://host'. */
const SCHEME_AND_SLASHES = /^[a-z][a-z\d+.-]*:\/\//i;
const HTTP_SCHEME = /^https?:\/\//i;
/** Schemes that run code where a URL is shown as a link ('javascript://x%0Aalert(1)' has a host). */
const SCRIPT_SCHEME = /^\s*(?:javascript|vbscript|data|blob|file):/i;

const ANY_URL = z.url({ hostname: z.regexes.hostname });
const HTTP_URL = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });

/**
 * A URL for 'Must be a valid URL.' (doc 001 §5): an absolute URL with a scheme, // and a host
 * name (ftp://, sftp://, wss://, http(s)://). IPv4 hosts pass as host names; IPv6 literals and
 * bare 'mailto:' style URLs, which have no host, do not; nor do javascript:, vbscript:, data:,
 * blob: and file: URLs, which run code or read local files where the URL becomes a link.
 */
export const isUrl = (value: string): boolean =>
  value.length <= URL_MAX_LENGTH &&
  SCHEME_AND_SLASHES.test(value) &&
  !SCRIPT_SCHEME.test(value) &&
  ANY_URL.safeParse(value).success;

/** A URL for 'Must be a valid URL with http/https': the same, with http:// or https:// only. */
export const isHttpUrl = (value: string): boolean =>
  value.length <= URL_MAX_LENGTH && HTTP_SCHEME.test(value) && HTTP_URL.safeParse(value).success;

/** 'Must be a valid URL.' */
export const ZUrl = text({ error: MESSAGES.url }).trim().refine(isUrl, MESSAGES.url);

/** 'Must be a valid URL with http/https' */
export const ZHttpUrl = text({ error: MESSAGES.urlHttp }).trim().refine(isHttpUrl, MESSAGES.urlHttp);
