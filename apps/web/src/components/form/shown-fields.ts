import { createContext, useContext, useEffect } from 'react';

/**
 * The fields a form has on screen. A server error naming one of them goes under it; an error
 * naming any other field has nowhere to show but the form's alert.
 */
export class ShownFields {
  private readonly counts = new Map<string, number>();

  constructor(always: readonly string[] = []) {
    for (const name of always) this.counts.set(name, Infinity);
  }

  /** Counts the field as shown until the returned function is called. */
  add(name: string): () => void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    return () => {
      const left = (this.counts.get(name) ?? 1) - 1;
      if (left > 0) this.counts.set(name, left);
      else this.counts.delete(name);
    };
  }

  has(name: string): boolean {
    return this.counts.has(name);
  }
}

export const ShownFieldsContext = createContext<ShownFields | null>(null);

/** A bound field counts itself as shown while it is mounted. */
export function useShownField(name: string): void {
  const shown = useContext(ShownFieldsContext);
  useEffect(() => shown?.add(name), [shown, name]);
}
