import {
  CARRIER_BUDGET_CONFIG_KEY,
  IMAGE_SHRINK_TEXTS,
  ZUserConfigEntry,
  carrierBudget,
  type TCarrierBudget,
  type TCarrierBudgetId,
} from '@parley/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut, throwOnErr } from '@/lib/api-client';

/** GET /v3/user/config, PUT /v3/user/config/{key} (doc 001 §7): the caller's own settings. */
const USER_CONFIG_PATH = '/v3/user/config';
const userConfigKey = ['user-config'] as const;

const userConfigQuery = () =>
  queryOptions({
    queryKey: userConfigKey,
    queryFn: async ({ signal }) =>
      throwOnErr(await apiGet(USER_CONFIG_PATH, ZUserConfigEntry, undefined, { signal })),
    staleTime: 5 * 60_000,
  });

/**
 * The carrier budget in force for this user (ours, beyond the spec): kept in the user's settings
 * under `carrier_budget`, the spec's 1 MB until one is chosen or while the settings load. `set`
 * keeps another; the list refreshes when it is saved.
 */
export function useCarrierBudget(): {
  budget: TCarrierBudget;
  loading: boolean;
  set: (id: TCarrierBudgetId) => void;
  saving: boolean;
} {
  const client = useQueryClient();
  const settings = useQuery(userConfigQuery());
  const save = useMutation({
    mutationFn: async (id: TCarrierBudgetId) =>
      throwOnErr(
        await apiPut(
          `${USER_CONFIG_PATH}/${CARRIER_BUDGET_CONFIG_KEY}`,
          { key: CARRIER_BUDGET_CONFIG_KEY, value: id },
          ZUserConfigEntry,
        ),
      ),
    meta: { errorToast: IMAGE_SHRINK_TEXTS.budgetSaveFailed },
    onSuccess: (saved) =>
      client.setQueryData(userConfigKey, (entries: { key: string; value: string }[] | undefined) => [
        ...(entries ?? []).filter((e) => e.key !== saved.key),
        saved,
      ]),
  });
  const kept = settings.data?.find((e) => e.key === CARRIER_BUDGET_CONFIG_KEY)?.value;
  return {
    budget: carrierBudget(save.isPending ? save.variables : kept),
    loading: settings.isPending,
    // a failure is the error toast's to say (the meta below); the kept budget stays in force
    set: (id) => save.mutate(id),
    saving: save.isPending,
  };
}
