import { defaultEmojiDataResolver, type EmojiDataResolver } from 'frimousse';

/**
 * Where the portal serves emojibase-data (the build emits it there; vite.config.ts serves it in
 * dev): never frimousse's default CDN, since the portal must run without the internet.
 */
export const EMOJIBASE_URL = '/emojibase';

/**
 * frimousse's own resolver (version and flag filtering, the localStorage cache) on the portal's
 * copy, telling the picker when the data could not be had: frimousse would only log it and show
 * its loading state for ever.
 */
export function emojiDataResolver(onFailure: (error: unknown) => void): EmojiDataResolver {
  return async (locale, options) => {
    try {
      return await defaultEmojiDataResolver(locale, { ...options, emojibaseUrl: EMOJIBASE_URL });
    } catch (error) {
      if (!options.signal?.aborted) onFailure(error);
      throw error;
    }
  };
}
