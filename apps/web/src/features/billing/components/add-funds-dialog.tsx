import { BILLING_LABELS, BILLING_PAGE_TEXTS as T } from '@parley/domain';
import { AppModal } from '@/components/dialog/app-modal';
import { paymentMethods } from '@/resources/payment-methods';
import { AddFundsForm } from './add-funds-form';
import { LoadState } from '@/components/layout/load-state';

/**
 * The Add Funds dialog: its form is made anew each time it opens (Mantine unmounts a closed
 * modal's content), and with it the payment's idempotency key. It waits for the payment methods,
 * so the form opens on the default card.
 */
export function AddFundsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const methods = paymentMethods.useAll();
  return (
    <AppModal opened={opened} onClose={onClose} title={BILLING_LABELS.addFunds} size="lg">
      {methods.data ? (
        <AddFundsForm methods={methods.data} onAdded={onClose} onCancel={onClose} />
      ) : (
        <LoadState
          failed={methods.isError}
          loading={T.paymentMethodsLoading}
          failure={T.paymentMethodsFailed}
          onRetry={() => void methods.refetch()}
        />
      )}
    </AppModal>
  );
}
