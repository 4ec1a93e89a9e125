import {
  CARRIER_BUDGET_CONFIG_KEY,
  IMAGE_SHRINK_TEXTS,
  carrierBudget,
  type TCarrierBudget,
  type TCarrierBudgetId,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { userConfigQuery, userConfigValue, useSetUserConfig } from '@/resources/user-config';

/**
 * The carrier budget in force for this user (ours, beyond the spec): kept in the user's settings
 * under `carrier_budget`, the spec's 1 MB until one is chosen or while the settings load. `set`
 * keeps another; a failure is the error toast's to say, and the kept budget stays in force.
 */
export function useCarrierBudget(): {
  budget: TCarrierBudget;
  loading: boolean;
  set: (id: TCarrierBudgetId) => void;
  saving: boolean;
} {
  const settings = useQuery(userConfigQuery());
  const save = useSetUserConfig(CARRIER_BUDGET_CONFIG_KEY, {
    errorToast: IMAGE_SHRINK_TEXTS.budgetSaveFailed,
  });
  const kept = userConfigValue(settings.data, CARRIER_BUDGET_CONFIG_KEY);
  return {
    budget: carrierBudget(save.isPending ? save.variables : kept),
    loading: settings.isPending,
    set: (id) => save.mutate(id),
    saving: save.isPending,
  };
}
