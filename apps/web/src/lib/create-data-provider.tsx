import { createContext, useContext, type ReactNode } from 'react';

/**
 * A data provider of doc 001 §4: a context whose value a hook computes once for the subtree, and
 * whose hook throws outside it (doc 001 §8: "Using a provider's hook outside its provider throws
 * an error"), so a page that forgot its provider fails at once instead of showing nothing.
 */
export function createDataProvider<T, P extends object = Record<never, never>>(
  name: string,
  useValue: (props: P) => T,
) {
  const Context = createContext<{ value: T } | null>(null);
  Context.displayName = name;

  function Provider(props: P & { children?: ReactNode }) {
    const value = useValue(props);
    return <Context.Provider value={{ value }}>{props.children}</Context.Provider>;
  }
  Provider.displayName = `${name}Provider`;

  function useData(): T {
    const held = useContext(Context);
    if (!held) throw new Error(`use${name} must be used within ${name}Provider`);
    return held.value;
  }

  return { Provider, useData };
}

/** What a list provider offers (doc 001 §4: loaded on first display, a loading flag, reloadable). */
export interface TProviderState<T> {
  data: T;
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/** A query's state as a provider's value, with `fallback` while there is no data. */
export function providerState<T>(
  query: { data: T | undefined; isPending: boolean; error: Error | null; refetch: () => unknown },
  fallback: T,
): TProviderState<T> {
  return {
    data: query.data ?? fallback,
    loading: query.isPending,
    error: query.error,
    reload: () => void query.refetch(),
  };
}
