import { BILLING_ACCESS, type TBillingSettings } from '@parley/domain';
import { lazy } from 'react';
import { useCan } from '@/lib/authorization';
import { useBillingSettings } from '@/lib/use-billing-settings';

type TBalanceSetting = Extract<
  keyof TBillingSettings,
  'showAccountBalanceInNavBar' | 'showAccountBalanceInBilling'
>;

const MAY_SEE_BALANCE = { rule: BILLING_ACCESS };

/**
 * Whether the shell shows the balance where `setting` says: the user turned it on (doc 001 §3's
 * billing settings; off by default) and holds manage-payment, which the balance needs (the
 * /billing/history link's rule). Otherwise nothing of the balance loads and nothing is asked.
 */
export function useShowsBalance(setting: TBalanceSetting): boolean {
  const [settings] = useBillingSettings();
  const mayPay = useCan(MAY_SEE_BALANCE);
  return mayPay && settings[setting];
}

// The balance and its query load once a setting asks for them, not with every signed-in page.
export const HeaderBalance = lazy(() =>
  import('./account-balance').then((module) => ({ default: module.HeaderBalance })),
);
export const SidebarBalance = lazy(() =>
  import('./account-balance').then((module) => ({ default: module.SidebarBalance })),
);
