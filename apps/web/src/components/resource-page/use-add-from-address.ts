import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ADD_PARAM } from '@/config/add-links';

/**
 * Opens a resource page's Add form when the address asks for it (`?new=1`, config/add-links.ts),
 * with the fields the address fills in (`prefill` names them), for a caller who may add. The
 * request is taken out of the address at once (replaced, the page's other parameters kept), so a
 * reload or Back does not open the form again.
 */
export function useAddFromAddress(
  addable: boolean,
  prefill: readonly string[] = [],
  open: (values: Record<string, string>) => void,
) {
  const [params, setParams] = useSearchParams();
  const requested = addable && params.has(ADD_PARAM);
  const opened = useEffectEvent(open);
  useEffect(() => {
    if (!requested) return;
    const values: Record<string, string> = {};
    for (const name of prefill) {
      const value = params.get(name)?.trim();
      if (value) values[name] = value;
    }
    opened(values);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [ADD_PARAM, ...prefill]) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [requested, params, prefill, setParams]);
}
