import {
  ADD_FEATURE_TEXT,
  type TAddFeatureForm,
  type TEnableFeatureResult,
  type TFeatureKey,
} from '@parley/domain';
import { useMutation } from '@tanstack/react-query';
import type { TRequestError } from '@/lib/api-client';
import { createUcaasUser } from './create-ucaas-user';
import { enableFeature } from './enable-feature';
import { saveSansNumber } from './save-sans-number';

/** Which call failed: its toast text differs (doc 000 §8). */
export type TSubmitStep = 'config' | 'ucaas' | 'enable';

export type TSubmitOutcome =
  { ok: true; value: TEnableFeatureResult } | { ok: false; step: TSubmitStep; error: TRequestError };

export const STEP_FAILURE_TEXT: Record<TSubmitStep, string> = {
  config: ADD_FEATURE_TEXT.saveConfigFailed,
  ucaas: ADD_FEATURE_TEXT.enableFailed,
  enable: ADD_FEATURE_TEXT.enableFailed,
};

export type TValidAddFeature = TAddFeatureForm & { feature: TFeatureKey };

/**
 * The calls in doc 000 §7's order, each only after the one before succeeded: DNC's subscription
 * number, then the UCaaS user, then the feature itself. A failure stops there, so a refused
 * number never leaves DNC enabled at full price.
 */
export async function submitAddFeature(input: TValidAddFeature, accountSid: string): Promise<TSubmitOutcome> {
  if (input.feature === 'dnclist' && input.sansNumber) {
    const saved = await saveSansNumber(accountSid, input.sansNumber);
    if (!saved.ok) return { ok: false, step: 'config', error: saved.error };
  }
  if (input.feature === 'ucaas') {
    const user = await createUcaasUser({ username: input.username, password: input.password ?? '' });
    if (!user.ok) return { ok: false, step: 'ucaas', error: user.error };
  }
  const enabled = await enableFeature(input.feature);
  return enabled.ok ? enabled : { ok: false, step: 'enable', error: enabled.error };
}

export const useSubmitAddFeature = (accountSid: string) =>
  useMutation({ mutationFn: (input: TValidAddFeature) => submitAddFeature(input, accountSid) });
