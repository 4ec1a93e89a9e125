import { ZAccountConfigEntry, type TAccountConfigEntry } from '@parley/domain';
import { apiPut, type TApiResult } from '@/lib/api-client';
import { ADD_FEATURE_PATHS } from './paths';

/** Doc 000 §7: DNC's subscription account number is saved as account configuration first. */
export const saveSansNumber = (
  accountSid: string,
  sansNumber: string,
): Promise<TApiResult<TAccountConfigEntry>> =>
  apiPut(
    ADD_FEATURE_PATHS.accountConfig,
    [{ accountSid, key: 'sans_number', value: sansNumber }],
    ZAccountConfigEntry,
  );
