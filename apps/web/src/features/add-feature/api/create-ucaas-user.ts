import { ZUcaasUserCreated, type TUcaasUserInput } from '@parley/domain';
import { apiPost, type TApiResult } from '@/lib/api-client';
import { ADD_FEATURE_PATHS } from './paths';

/** Doc 000 §7: the UCaaS user (the signed-in username and a password) comes before enabling UCaaS. */
export const createUcaasUser = (
  input: TUcaasUserInput,
): Promise<TApiResult<{ username: string; created: boolean }>> =>
  apiPost(ADD_FEATURE_PATHS.ucaasUser, input, ZUcaasUserCreated);
