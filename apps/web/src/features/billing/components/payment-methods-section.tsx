import { Button, Menu, Stack, Text } from '@mantine/core';
import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  fillText,
  paymentMethodsLabel,
  type TPaymentMethodItem,
} from '@parley/domain';
import { IconBuildingBank, IconChevronDown, IconCreditCard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { ContentSegment } from '@/components/layout/content-segment';
import { SubHeader } from '@/components/layout/sub-header';
import { paymentMethods, useMakeDefaultPaymentMethod } from '@/resources/payment-methods';
import { BankAccountForm } from './bank-account-form';
import { CardForm } from './card-form';
import { LoadState } from '@/components/layout/load-state';
import { methodName } from './payment-method-facts';
import { PaymentMethodRow } from './payment-method-row';
import { VerifyBankForm } from './verify-bank-form';

/** What Add New is adding: a card or a bank account for ACH, each its own form. */
type TAdding = 'card' | 'bank' | null;

/**
 * The account's payment methods (GET /v3/payment-methods): each card or bank account with its
 * badges, Make default, Verify (a bank account's two deposits) and Remove (the kit's one delete
 * dialog, in the resource's words), and Add New: a Credit/Debit card or a Bank Account.
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
  const [adding, setAdding] = useState<TAdding>(null);
  // the bank account stays while its dialog closes, so the form does not vanish mid-transition
  const [verifying, setVerifying] = useState<{ method: TPaymentMethodItem; open: boolean } | null>(null);
  const stopVerifying = () => setVerifying((v) => (v ? { ...v, open: false } : v));
  const [removing, setRemoving] = useState<TPaymentMethodItem | null>(null);
  const methods = query.data ?? [];
  const heading = paymentMethodsLabel(methods.length);

  return (
    <ContentSegment aria-label={heading}>
      <Stack gap="xs">
        <SubHeader
          title={heading}
          actions={
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  rightSection={<IconChevronDown size={14} aria-hidden="true" />}
                >
                  {BILLING_LABELS.addNew}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconCreditCard size={16} aria-hidden="true" />}
                  onClick={() => setAdding('card')}
                >
                  {BILLING_LABELS.creditDebitCard}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconBuildingBank size={16} aria-hidden="true" />}
                  onClick={() => setAdding('bank')}
                >
                  {BILLING_LABELS.bankAccount}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
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
                onVerify={(m) => setVerifying({ method: m, open: true })}
                onRemove={setRemoving}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <AppModal opened={adding === 'card'} onClose={() => setAdding(null)} title={T.addCardTitle} size="lg">
        <CardForm onSaved={() => setAdding(null)} onCancel={() => setAdding(null)} />
      </AppModal>
      <AppModal opened={adding === 'bank'} onClose={() => setAdding(null)} title={T.addBankTitle} size="lg">
        <BankAccountForm onSaved={() => setAdding(null)} onCancel={() => setAdding(null)} />
      </AppModal>
      <AppModal opened={verifying?.open ?? false} onClose={stopVerifying} title={T.verifyTitle}>
        {verifying ? (
          <VerifyBankForm method={verifying.method} onVerified={stopVerifying} onCancel={stopVerifying} />
        ) : null}
      </AppModal>
      <DeleteResourceDialog
        resource={paymentMethods}
        items={removing ? [removing] : null}
        onClose={() => setRemoving(null)}
      />
    </ContentSegment>
  );
}
