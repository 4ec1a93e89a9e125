import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import {
  FORM_FIELD_LIMITS,
  ZEmailAvailability,
  emailAvailabilityCall,
  isCheckableEmail,
  type TEmailAvailabilityState,
} from '@parley/domain';
import { apiGet, throwOnErr } from '@/lib/api-client';

export const emailAvailabilityKey = (email: string) => ['email-availability', email.toLowerCase()] as const;

export interface TEmailAvailability {
  state: TEmailAvailabilityState;
  /** the value the state is about (the debounced, trimmed input) */
  email: string;
  /** the check itself failed (network, 429): the state is N/A and the field says why */
  failed: boolean;
}

/**
 * The email field's check (doc 001 §4, §5): N/A while the check is off or the input is not an
 * email, Loading while the server is asked, then available or not available. The input settles
 * for 500 ms first, so typing an address asks once, not once per key; an answer is cached, so
 * going back to an address asked before does not ask again.
 */
export function useEmailAvailability(value: string, enabled: boolean): TEmailAvailability {
  const [settled] = useDebouncedValue(value.trim(), FORM_FIELD_LIMITS.emailCheckDebounceMs);
  const current = value.trim();
  const checkable = enabled && isCheckableEmail(settled);
  const query = useQuery({
    queryKey: emailAvailabilityKey(settled),
    queryFn: async ({ signal }) => {
      const answer = throwOnErr(
        await apiGet(emailAvailabilityCall.path, ZEmailAvailability, { email: settled }, { signal }),
      );
      return answer[0]?.available ?? false;
    },
    enabled: checkable,
    staleTime: 60_000,
    // a 429 or a network failure is said under the field; retrying would only ask again
    retry: false,
  });
  // the input changed since it settled, or cannot be checked: nothing to say yet
  if (!enabled || !isCheckableEmail(current)) return { state: 'N/A', email: current, failed: false };
  if (current !== settled || query.isPending) return { state: 'Loading', email: current, failed: false };
  if (query.isError) return { state: 'N/A', email: settled, failed: true };
  return { state: query.data ? 'available' : 'not available', email: settled, failed: false };
}
