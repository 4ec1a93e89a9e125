import { Badge, Button, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import {
  BILLING_LABELS,
  BILLING_PAGE_TEXTS as T,
  type TAutoRecharge,
  type TPaymentMethodItem,
} from '@parley/domain';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ContentSegment } from '@/components/layout/content-segment';
import { useBillingSettings } from '@/lib/use-billing-settings';
import { autoRechargeQuery } from '@/resources/billing';
import { paymentMethods } from '@/resources/payment-methods';
import { AutoRechargeForm } from './auto-recharge-form';
import { AutoRechargeStatus } from './auto-recharge-status';
import { LoadState } from '@/components/layout/load-state';

/**
 * Auto Recharge (GET|PUT /v3/billing/auto-recharge): whether it is on, what it added this month
 * and what it last did, and its settings. Doc 001 §3's billing setting
 * defaultOpenAutoRechargeSettingsWhenDisabled decides whether the settings are open while it is
 * off, until the user opens or closes them here; while it is on they start open.
 */
export function AutoRechargeSection({ accountSid }: { accountSid: string }) {
  const query = useQuery(autoRechargeQuery(accountSid));
  const methods = paymentMethods.useAll();
  const settings = query.data?.[0];
  return (
    <ContentSegment aria-label={BILLING_LABELS.autoRecharge}>
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4">
            {BILLING_LABELS.autoRecharge}
          </Title>
          {settings ? (
            <Badge color={settings.enabled ? 'green' : 'gray'} variant="dot">
              {settings.enabled ? T.autoRechargeOn : T.autoRechargeOff}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {T.autoRechargeIntro}
        </Text>
        {settings && methods.data ? (
          <AutoRechargeBody settings={settings} methods={methods.data} />
        ) : (
          <LoadState
            failed={query.isError || methods.isError}
            loading={T.autoRechargeLoading}
            failure={T.autoRechargeFailed}
            onRetry={() => void Promise.all([query.refetch(), methods.refetch()])}
          />
        )}
      </Stack>
    </ContentSegment>
  );
}

function AutoRechargeBody({ settings, methods }: { settings: TAutoRecharge; methods: TPaymentMethodItem[] }) {
  const [{ defaultOpenAutoRechargeSettingsWhenDisabled: openWhenOff }] = useBillingSettings();
  // as it was when shown: saving it off must not close the form just used
  const [enabledAtFirst] = useState(settings.enabled);
  // null until the user opens or closes them: then the billing setting (changed on this page too) decides
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? (enabledAtFirst || openWhenOff);
  const id = useId();
  return (
    <>
      <AutoRechargeStatus settings={settings} />
      <Group>
        <Button
          variant="subtle"
          px={0}
          aria-expanded={open}
          aria-controls={id}
          rightSection={
            open ? (
              <IconChevronUp size={16} aria-hidden="true" />
            ) : (
              <IconChevronDown size={16} aria-hidden="true" />
            )
          }
          onClick={() => setChosen(!open)}
        >
          {open ? T.hideSettings : T.showSettings}
        </Button>
      </Group>
      {/* collapsed, it is not shown (display: none) and so out of the tab order; what was typed stays */}
      <Collapse in={open} id={id}>
        <AutoRechargeForm settings={settings} methods={methods} />
      </Collapse>
    </>
  );
}
