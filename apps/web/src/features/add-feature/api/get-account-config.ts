import { ADD_FEATURE_TEXT } from '@parley/domain';
import { useAccountConfigQuery } from '@/resources/account-config';

/**
 * Doc 000 §7: the account configuration; on failure an error toast (from the query cache, by
 * `meta`), and the dialog reads no entries: it then offers every feature, and the server has the
 * last word.
 */
export const useDialogAccountConfig = (accountSid: string, enabled = true) =>
  useAccountConfigQuery(accountSid, { enabled, meta: { errorToast: ADD_FEATURE_TEXT.fetchConfigFailed } });
