import { ZUser, type TUser, type TUserProfileInput } from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut, type TApiResult } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/use-session-reload';
import { USERS_PATH, userQuery } from './get-user';

export async function updateUser(clientId: string, input: TUserProfileInput): Promise<TApiResult<TUser>> {
  const result = await apiPut<unknown>(`${USERS_PATH}/`, input, clientId);
  return result.ok ? { ok: true, value: ZUser.parse(result.value) } : result;
}

/** Keeps the Result (forms show its field errors); the header's names reload with the session. */
export function useUpdateUser(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUserProfileInput) => updateUser(clientId, input),
    onSuccess: async (result) => {
      if (!result.ok) return;
      queryClient.setQueryData(userQuery(clientId).queryKey, result.value);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
