// The emoji search's order (issue 23). frimousse keeps its matches grouped by category, so 'fire'
// listed ❤️‍🔥 (Smileys) before 🔥 (Travel) and Enter inserted it. Here the name that is the query
// comes first, then names that start with it, then a word of the name, then names containing it,
// then tags the same way; within a rank, emojibase's order. The matches are frimousse's own
// (a name or a tag containing the query), so its 'nothing found' stays true.
import type { EmojiData } from 'frimousse';

export type TEmojiEntry = EmojiData['emojis'][number];

/** Ranks a name or tag (lowercase) against the query: 0 the same, 1 a prefix, 2 a word's prefix, 3 inside, else -1. */
function rankText(text: string, query: string): number {
  if (text === query) return 0;
  if (text.startsWith(query)) return 1;
  const at = text.indexOf(query);
  if (at < 0) return -1;
  // a word of the name starts with it: 'heart on fire', 'man firefighter'
  return /[\s:,-]/.test(text.charAt(at - 1)) ? 2 : 3;
}

const TAG_RANKS = 4;

function rankOf(entry: TEmojiEntry, query: string): number {
  const name = rankText(entry.label.toLowerCase(), query);
  if (name >= 0) return name;
  let best = -1;
  for (const tag of entry.tags) {
    const r = rankText(tag.toLowerCase(), query);
    if (r >= 0 && (best < 0 || r < best)) best = r;
  }
  return best < 0 ? -1 : TAG_RANKS + best;
}

/** The emojis matching `search`, best first; all of them in their order when it is blank. */
export function searchEmojis(emojis: readonly TEmojiEntry[], search: string): TEmojiEntry[] {
  const query = search.toLowerCase().trim();
  if (!query) return [...emojis];
  const ranked: { entry: TEmojiEntry; rank: number; index: number }[] = [];
  emojis.forEach((entry, index) => {
    const rank = rankOf(entry, query);
    if (rank >= 0) ranked.push({ entry, rank, index });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return ranked.map((r) => r.entry);
}
