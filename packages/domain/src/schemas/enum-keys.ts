/**
 * The keys of a labels object, in its order, as the non-empty tuple `z.enum` takes: a closed set's
 * one list is its labels, so a value cannot be added without the words that show it.
 */
export function enumKeys<K extends string>(labels: Readonly<Record<K, unknown>>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
