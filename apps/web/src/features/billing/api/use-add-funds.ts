import {
  BILLING_PAGE_TEXTS as T,
  FUNDS_TEXT,
  fillText,
  formatUnits,
  unitsOfMoneyText,
  type TFundsAdded,
} from '@parley/domain';
import { SESSION_QUERY_KEY } from '@/lib/use-session-reload';
import { accountConfig } from '@/resources/account-config';
import { autoRecharge, balance, funds } from '@/resources/billing';
import { transactions } from '@/resources/transactions';

/** 'Added $50.00 to the balance.' */
export const fundsAddedText = (added: TFundsAdded) =>
  fillText(FUNDS_TEXT.added, { amount: formatUnits(unitsOfMoneyText(added.entry.amount)) });

/**
 * POST /v3/billing/funds. The server sets `funded` in the same transaction as the credit, so the
 * session (whose account configuration the Payment Required banner reads) and the account
 * configuration are fetched again with the balance and the history: the banner goes without a
 * reload.
 */
export const useAddFunds = () =>
  funds.useChange('add', {
    invalidates: [
      balance.keys.all,
      SESSION_QUERY_KEY,
      accountConfig.keys.all,
      transactions.keys.all,
      autoRecharge.keys.all,
    ],
    meta: {
      successToast: (value) => ({
        header: T.fundsAddedHeader,
        content: fundsAddedText(value as TFundsAdded),
      }),
    },
  });
