import Bowser from 'bowser';

/**
 * Doc 001 §5: supported unless below a minimum major version (49, 52, 16, 10) or a browser that
 * is never supported; the spec does not say which browser has which number (docs/decisions.md).
 */
export const MINIMUM_VERSIONS = {
  chrome: '>=49',
  firefox: '>=52',
  edge: '>=16',
  safari: '>=10',
} as const;

export const NEVER_SUPPORTED = ['ie'] as const;

/** Loaded on demand (bowser stays out of the main chunk): true unless the browser is known to fall short. */
export function isSupportedBrowser(userAgent: string): boolean {
  const parser = Bowser.getParser(userAgent);
  if (NEVER_SUPPORTED.some((name) => parser.isBrowser(name, true))) return false;
  // undefined: a browser the table does not name, judged supported
  return parser.satisfies(MINIMUM_VERSIONS) !== false;
}
