import { Text } from '@mantine/core';
import { BILLING_PAGE_TEXTS as T } from '@parley/domain';
import { PageContainer } from '@/components/layout/page-container';
import { useSignedInSession } from '@/lib/session';
import { AutoRechargeSection } from './auto-recharge-section';
import { BalanceCard } from './balance-card';
import { BillingSettingsPanel, BillingWelcomeMessage } from './billing-settings-panel';
import { PaymentMethodsSection } from './payment-methods-section';

/**
 * Settings → /billing (issue 27), for manage-payment holders: the balance with Add Funds and the
 * way to the history, the payment methods, auto recharge, and the user's billing settings (doc
 * 001 §3), whose welcome message shows first. The Payment Required banner and Add Feature lead
 * here.
 */
export function BillingPage() {
  const { accountId } = useSignedInSession();
  return (
    <PageContainer title={T.title}>
      <BillingWelcomeMessage />
      <Text c="dimmed">{T.intro}</Text>
      <BalanceCard accountSid={accountId} />
      <PaymentMethodsSection />
      <AutoRechargeSection accountSid={accountId} />
      <BillingSettingsPanel />
    </PageContainer>
  );
}
