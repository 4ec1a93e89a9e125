import { Alert, Group, Stack, Text } from '@mantine/core';
import {
  ADD_FEATURE_OUR_TEXT,
  ADD_FEATURE_TEXT,
  Err,
  Ok,
  ZAddFeatureForm,
  isFeatureKey,
  monthlyFeeCents,
  rule,
  type TAddFeatureForm,
  type TEnableFeatureResult,
  type TFeatureKey,
  type TRate,
} from '@parley/domain';
import { IconAlertTriangle, IconPointer } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { FundingNextSteps } from '@/components/funding/funding-next-steps';
import { paths } from '@/config/paths';
import type { TApiResult, TRequestError } from '@/lib/api-client';
import { useCan } from '@/lib/authorization';
import { useSignedInSession } from '@/lib/session';
import { showFailureToast } from '@/components/toast/query-feedback';
import type { TDialogLinks } from '../api/get-dialog-links';
import { STEP_FAILURE_TEXT, useSubmitAddFeature, type TSubmitStep } from '../api/submit-add-feature';
import { keepEnabledNotice } from '../enabled-notice';
import { FEATURE_CATALOG, type TFeatureInfo } from '../feature-catalog';
import { reloadWithoutQuery } from '../reload-without-query';
import classes from './add-feature.module.css';
import { FeatureDetails } from './feature-details';
import { FeatureTiles } from './feature-tiles';
import { SupportChatButton } from './support-chat-button';
import { TermsCheckbox } from './terms-checkbox';

interface TAddFeatureFormProps {
  /** the features still to add, in tile order */
  features: readonly TFeatureInfo[];
  rates: readonly TRate[];
  links: TDialogLinks | null;
  /** preselected (from the address), or '' */
  initialFeature: TFeatureKey | '';
}

const UNFUNDED_ID = 'add-feature-unfunded';
const Field = formFields<TAddFeatureForm>();

/** Which form field a call's field error belongs to. */
const SERVER_FIELDS: Record<TSubmitStep, Record<string, 'sansNumber' | 'password'>> = {
  config: { '0.value': 'sansNumber' },
  ucaas: { password: 'password' },
  enable: {},
};

/** A call's errors under the form's names; an error of no form field loses its field. */
function onFormFields(step: TSubmitStep, error: TRequestError): TRequestError {
  if (typeof error === 'string') return error;
  return error.map(({ field, ...rest }) => {
    const mapped = field ? SERVER_FIELDS[step][field] : undefined;
    return mapped ? { ...rest, field: mapped } : rest;
  });
}

/** The tiles, the chosen feature's details and inputs, the terms and the one action. */
export function AddFeatureForm({ features, rates, links, initialFeature }: TAddFeatureFormProps) {
  const session = useSignedInSession();
  const submit = useSubmitAddFeature(session.accountId);
  // after success the page reloads: the button stays busy until it has
  const [reloading, setReloading] = useState(false);
  // Said before anything is chosen: an unfunded account is refused every paid feature at the end.
  const unfunded = session.accountConfig.funded === '0';
  const api = useApiForm({
    schema: ZAddFeatureForm,
    // Errors appear on submit, then follow each change. Checking on blur instead would insert
    // an error above the terms box between mouse-down and mouse-up, and swallow the click.
    defaultValues: {
      feature: initialFeature,
      sansNumber: '',
      username: session.username,
      password: '',
      accept: false,
    },
    // the tiles show their own error
    fields: ['feature'],
    submit: async (values): Promise<TApiResult<TEnableFeatureResult | null>> => {
      // the button is off for these, but Enter in a field still submits: nothing is sent
      if (unfunded || !isFeatureKey(values.feature) || values.feature === 'contactcenter') return Ok(null);
      const outcome = await submit.mutateAsync({ ...values, feature: values.feature });
      if (outcome.ok) return outcome;
      showFailureToast(STEP_FAILURE_TEXT[outcome.step], outcome.error);
      return Err(onFormFields(outcome.step, outcome.error));
    },
    onSuccess: (result, { values }) => {
      if (!result || !isFeatureKey(values.feature)) return;
      setReloading(true);
      const chosen = FEATURE_CATALOG[values.feature];
      keepEnabledNotice(result.changed ? ADD_FEATURE_TEXT.enabled(chosen.title) : result.message);
      reloadWithoutQuery();
    },
    // doc 000 §8: a failure is said in the step's toast (above), not in an alert in the form
    onFormError: () => {},
  });
  const { form } = api;
  const { errors } = form.formState;
  const feature = useWatch({ control: form.control, name: 'feature' });
  const sansNumber = useWatch({ control: form.control, name: 'sansNumber' }) ?? '';
  const info = isFeatureKey(feature) ? FEATURE_CATALOG[feature] : null;
  const busy = api.submitting || reloading;
  const canPay = useCan({ rule: rule.all('manage-payment') });

  const choose = (next: TFeatureKey) => {
    form.setValue('feature', next);
    // doc 000 §3: acceptance never carries over from one feature to another
    form.setValue('accept', false);
    form.clearErrors();
  };

  return (
    <ApiForm form={api} label="Add a feature" gap={0} className={classes.form}>
      <Stack gap="lg" className={classes.scroll}>
        {unfunded ? (
          <Alert
            id={UNFUNDED_ID}
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden="true" />}
            title={ADD_FEATURE_OUR_TEXT.unfundedTitle}
            // the light alert's red title is 3.9:1 on its tint; red.9 passes WCAG AA
            styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
          >
            <Text size="sm">{ADD_FEATURE_OUR_TEXT.unfunded}</Text>
            <FundingNextSteps
              canPay={canPay}
              billingPath={paths.billing}
              supportEmail={links?.supportEmail}
              companyName={session.companyName}
              accountId={session.accountId}
            />
          </Alert>
        ) : null}
        <FeatureTiles
          features={features}
          value={feature}
          onChange={choose}
          error={errors.feature?.message}
          disabled={busy}
        />
        {info ? (
          <FeatureDetails feature={info} rates={rates} sansNumber={sansNumber} links={links}>
            {info.key === 'dnclist' ? (
              <Field.Text
                name="sansNumber"
                label="Subscription Account Number (SAN)"
                description="Optional. Your organization's SAN from the National Do Not Call Registry, such as 12345678-123456-12; with it the monthly fee is halved."
                autoComplete="off"
                spellCheck={false}
                disabled={busy}
              />
            ) : null}
            {info.key === 'ucaas' ? (
              <>
                <Field.Text
                  name="username"
                  label="Username"
                  description="UCaaS administration uses your portal username."
                  readOnly
                  variant="filled"
                />
                <Field.Password
                  name="password"
                  label="UCaaS password"
                  description={ADD_FEATURE_OUR_TEXT.ucaasPasswordRule}
                  autoComplete="new-password"
                  required
                  disabled={busy}
                />
              </>
            ) : null}
            {info.terms !== 'none' ? (
              <TermsCheckbox
                feature={info}
                free={monthlyFeeCents(info.key, rates) === 0}
                links={links}
                disabled={busy}
              />
            ) : null}
          </FeatureDetails>
        ) : (
          <div className={classes.placeholder}>
            <IconPointer size={22} aria-hidden="true" color="var(--mantine-color-gray-6)" />
            <Text size="sm" c="dimmed" mt={4}>
              {ADD_FEATURE_TEXT.nothingSelected}
            </Text>
          </div>
        )}
      </Stack>
      <Group justify="flex-end" className={classes.footer}>
        {info?.key === 'contactcenter' ? (
          <SupportChatButton
            links={links}
            requester={{
              companyName: session.companyName,
              accountId: session.accountId,
              displayName: session.displayName,
              username: session.username,
            }}
          />
        ) : (
          <FormSubmitButton
            busy={reloading}
            disabled={unfunded}
            aria-describedby={unfunded ? UNFUNDED_ID : undefined}
          >
            {info ? `Enable ${info.title}` : 'Enable feature'}
          </FormSubmitButton>
        )}
      </Group>
    </ApiForm>
  );
}
