import type { TUserProfileInput } from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '@/lib/use-session-reload';
import { users } from '@/resources/users';

/**
 * Keeps the Result (forms show its field errors). The users resource is refreshed, and so is the
 * session: the header shows the names too.
 */
export function useUpdateUser(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUserProfileInput) => users.fetchers.update(clientId, input),
    onSuccess: async (result) => {
      if (!result.ok) return;
      queryClient.setQueryData(users.keys.one(clientId), result.value);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: users.keys.lists() }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
  });
}
