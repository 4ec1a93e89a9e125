import { Button, Stack, Text } from '@mantine/core';
import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  fillText,
  paymentMethodsLabel,
  type TPaymentMethodItem,
} from '@parley/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { ContentSegment } from '@/components/layout/content-segment';
import { SubHeader } from '@/components/layout/sub-header';
import { paymentMethods, useMakeDefaultPaymentMethod } from '@/resources/payment-methods';
import { CardForm } from './card-form';
import { LoadState } from './load-state';
import { methodName } from './payment-method-facts';
import { PaymentMethodRow } from './payment-method-row';

/**
 * The account's payment methods (GET /v3/payment-methods): each card with its badges, Make
 * default and Remove (the kit's one delete dialog, in the resource's words), and Add New.
 */
export function PaymentMethodsSection() {
  const query = paymentMethods.useAll();
  const makeDefault = useMakeDefaultPaymentMethod({
    successToast: (value) => ({
      header: T.madeDefaultHeader,
      content: fillText(T.madeDefault, { name: methodName(value as TPaymentMethodItem) }),
    }),
    errorToast: T.makeDefaultFailed,
  });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TPaymentMethodItem | null>(null);
  const methods = query.data ?? [];
  const heading = paymentMethodsLabel(methods.length);

  return (
    <ContentSegment aria-label={heading}>
      <Stack gap="xs">
        <SubHeader
          title={heading}
          actions={
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => setAdding(true)}
            >
              {BILLING_LABELS.addNew}
            </Button>
          }
        />
        <Text size="sm" c="dimmed">
          {T.paymentMethodsIntro}
        </Text>
        {!query.data ? (
          <LoadState
            failed={query.isError}
            loading={T.paymentMethodsLoading}
            failure={T.paymentMethodsFailed}
            onRetry={() => void query.refetch()}
          />
        ) : methods.length === 0 ? (
          <Text size="sm">{T.noPaymentMethod}</Text>
        ) : (
          <Stack
            component="ul"
            gap={0}
            aria-label={T.paymentMethodsList}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {methods.map((method, index) => (
              <PaymentMethodRow
                key={method.id}
                method={method}
                separated={index > 0}
                busy={makeDefault.isPending && makeDefault.variables === method.id}
                onMakeDefault={(m) => makeDefault.mutate(m.id)}
                onRemove={setRemoving}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <AppModal opened={adding} onClose={() => setAdding(false)} title={T.addCardTitle} size="lg">
        <CardForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
      </AppModal>
      <DeleteResourceDialog
        resource={paymentMethods}
        items={removing ? [removing] : null}
        onClose={() => setRemoving(null)}
      />
    </ContentSegment>
  );
}
