import { workgroupsResource, type TWorkgroup } from '@parley/domain';
import { createDataProvider, providerState } from '@/lib/create-data-provider';
import { createResource } from '@/lib/create-resource';

export const workgroups = createResource(workgroupsResource);

/** The workgroups provider of doc 001 §4: the account's workgroups, loaded on first display, reloadable. */
function useAccountWorkgroups() {
  return providerState(workgroups.useAll(), [] as TWorkgroup[]);
}

export const { Provider: WorkgroupsProvider, useData: useWorkgroups } = createDataProvider(
  'Workgroups',
  useAccountWorkgroups,
);
