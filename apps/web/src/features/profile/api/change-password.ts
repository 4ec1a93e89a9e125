import { ZPasswordChanged, type TChangePasswordInput } from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost, type TApiResult } from '@/lib/api-client';

export const CHANGE_PASSWORD_PATH = '/v3/auth/password';

/** The server checks the current password and revokes the user's other sessions. */
export const changePassword = (input: TChangePasswordInput): Promise<TApiResult<{ changed: true }>> =>
  apiPost(CHANGE_PASSWORD_PATH, input, ZPasswordChanged);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
