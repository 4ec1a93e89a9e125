import { defaultEmojiDataResolver, type EmojiData, type EmojiDataResolver } from 'frimousse';

/**
 * Where the portal serves emojibase-data (the build emits it there; vite.config.ts serves it in
 * dev): never frimousse's default CDN, since the portal must run without the internet.
 */
export const EMOJIBASE_URL = '/emojibase';

/**
 * frimousse's own resolver (version and flag filtering, the localStorage cache) on the portal's
 * copy, telling the picker when the data could not be had (frimousse would only log it and show
 * its loading state for ever) and handing it the data its search ranks.
 */
export function emojiDataResolver(
  onFailure: (error: unknown) => void,
  onData?: (data: EmojiData) => void,
): EmojiDataResolver {
  return async (locale, options) => {
    try {
      const data = await defaultEmojiDataResolver(locale, { ...options, emojibaseUrl: EMOJIBASE_URL });
      // the search ranks what the picker shows (versions and flags already filtered)
      onData?.(data);
      return data;
    } catch (error) {
      if (!options.signal?.aborted) onFailure(error);
      throw error;
    }
  };
}
