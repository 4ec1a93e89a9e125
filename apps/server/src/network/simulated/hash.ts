/**
 * The simulated network's randomness: every decision (is a number in stock, its capabilities,
 * a review's outcome, the order a search walks) is a hash of the seed and what is decided about,
 * never a random draw, so the same seed gives the same network in every process and every run.
 * 32-bit integer hashing (MurmurHash3's finaliser) because a search hashes thousands of
 * candidates: no strings, no allocation.
 */

/** MurmurHash3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
export function fmix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Folds one more 32-bit value into a hash. */
export const mix = (hash: number, value: number): number =>
  fmix32(Math.imul(hash ^ value, 0x9e3779b1) + 0x7f4a7c15);

/** A hash of several small integers (each below 2^32). */
export function hashOf(...values: readonly number[]): number {
  let h = 0x2545f491;
  for (const v of values) h = mix(h, v);
  return h;
}

/** FNV-1a over a string's UTF-16 code units, finalised: for seeds and caller names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

/** A hash as a fraction in [0, 1). */
export const unit = (hash: number): number => hash / 0x1_0000_0000;

/** A seed as the network takes it (any string or integer) → 32 bits. */
export const seedHash = (seed: string | number): number => hashString(String(seed));
