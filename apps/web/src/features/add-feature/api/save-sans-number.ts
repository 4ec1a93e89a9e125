import type { TAccountConfigEntry } from '@parley/domain';
import type { TApiResult } from '@/lib/api-client';
import { accountConfig } from '@/resources/account-config';

/** Doc 000 §7: DNC's subscription account number is saved as account configuration first. */
export const saveSansNumber = (
  accountSid: string,
  sansNumber: string,
): Promise<TApiResult<TAccountConfigEntry[]>> =>
  accountConfig.send('put', { body: [{ accountSid, key: 'sans_number', value: sansNumber }] });
