import {
  ADD_FEATURE_OUR_TEXT,
  ADD_FEATURE_TEXT,
  type TEnableFeatureResult,
  type TFeatureKey,
} from '@parley/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer } from 'react';
import { showErrorToast, showToast } from '@/components/toast/show-toast';
import { createDataProvider } from '@/lib/create-data-provider';
import { requestErrorMessage, type TApiResult } from '@/lib/envelope';
import { SESSION_QUERY_KEY } from '@/lib/use-session-reload';
import { accountConfig } from '@/resources/account-config';
import { enableFeature } from '../api/enable-feature';
import { ADD_FEATURE_PATHS } from '../api/paths';
import { FEATURE_CATALOG } from '../feature-catalog';

/** Doc 001 §4: the add-feature flow's states. */
export type TAddFeatureStatus = 'idle' | 'in-progress' | 'added' | 'error';

export interface TAddFeatureFlowState {
  status: TAddFeatureStatus;
  /** the feature of the current or last attempt */
  feature: TFeatureKey | null;
  /** true once the last attempt succeeded */
  added: boolean;
  /** the last attempt's failure, in words */
  error: string | null;
}

type TAction =
  { type: 'start'; feature: TFeatureKey } | { type: 'added' } | { type: 'failed'; error: string };

export const INITIAL_FLOW_STATE: TAddFeatureFlowState = {
  status: 'idle',
  feature: null,
  added: false,
  error: null,
};

/** In progress clears the previous error and the added flag; then added, or error. */
export function addFeatureFlowReducer(state: TAddFeatureFlowState, action: TAction): TAddFeatureFlowState {
  switch (action.type) {
    case 'start':
      return { status: 'in-progress', feature: action.feature, added: false, error: null };
    case 'added':
      return { ...state, status: 'added', added: true, error: null };
    case 'failed':
      return { ...state, status: 'error', added: false, error: action.error };
  }
}

export interface TAddFeatureFlow extends TAddFeatureFlowState {
  addFeature(feature: TFeatureKey): Promise<TApiResult<TEnableFeatureResult>>;
}

/**
 * Doc 001's account-wide add-feature provider: enables through the account service
 * (POST /v3/account/feature/), toasts 'Succesfully added {feature}' or the error, and reloads
 * what the change affects (the account configuration and the session's flags).
 */
function useAddFeatureFlowValue(): TAddFeatureFlow {
  const [state, dispatch] = useReducer(addFeatureFlowReducer, INITIAL_FLOW_STATE);
  const queryClient = useQueryClient();

  const addFeature = useCallback(
    async (feature: TFeatureKey) => {
      dispatch({ type: 'start', feature });
      const result = await enableFeature(feature, ADD_FEATURE_PATHS.addFeature);
      if (!result.ok) {
        dispatch({ type: 'failed', error: requestErrorMessage(result.error) });
        showErrorToast(result.error);
        return result;
      }
      dispatch({ type: 'added' });
      showToast({
        type: 'success',
        header: ADD_FEATURE_OUR_TEXT.enabledHeader,
        content: ADD_FEATURE_TEXT.added(FEATURE_CATALOG[feature].title),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountConfig.keys.all }),
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
      return result;
    },
    [queryClient],
  );

  return useMemo<TAddFeatureFlow>(() => ({ ...state, addFeature }), [state, addFeature]);
}

/** The flow's state and action; outside its provider the hook throws, as doc 001 §8 says. */
export const { Provider: AddFeatureFlowProvider, useData: useAddFeatureFlow } = createDataProvider(
  'AddFeatureFlow',
  useAddFeatureFlowValue,
);
