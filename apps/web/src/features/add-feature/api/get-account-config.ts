import { ADD_FEATURE_TEXT, ZAccountConfigEntry, type TAccountConfigEntry } from '@parley/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { showFailureToast } from './failure-toast';
import { ADD_FEATURE_PATHS } from './paths';

/**
 * Doc 000 §7: the account configuration as a list of key/value; on failure an error toast, and
 * the list becomes empty (the dialog then offers every feature, and the server has the last word).
 */
export async function getAccountConfig(): Promise<TAccountConfigEntry[]> {
  const result = await apiGet<unknown>(ADD_FEATURE_PATHS.accountConfig);
  if (!result.ok) {
    showFailureToast(ADD_FEATURE_TEXT.fetchConfigFailed, result.error);
    return [];
  }
  return ZAccountConfigEntry.array().parse(result.value);
}

export const accountConfigQuery = (accountSid: string) =>
  queryOptions({
    queryKey: ['account-config', 'list', accountSid],
    queryFn: getAccountConfig,
    // what is enabled changes outside this tab (another admin, the provider hook): ask each time
    staleTime: 0,
  });

export const useAccountConfig = (accountSid: string, enabled = true) =>
  useQuery({ ...accountConfigQuery(accountSid), enabled });
