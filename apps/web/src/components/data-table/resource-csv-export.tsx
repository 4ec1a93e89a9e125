import type { TItemOf, TResourceDefinition } from '@parley/domain';
import { throwOnErr } from '@/lib/api-client';
import type { TResourceClient } from '@/lib/create-resource';
import { CsvExportButton } from '@/lib/csv/csv-export-button';
import type { TDataTableContext } from './types';

/**
 * Export CSV on a server-driven table: every item the table's search and filters match, every page
 * of them at the server's largest page size, in the columns shown.
 */
export function ResourceCsvExport<D extends TResourceDefinition>({
  resource,
  table,
  baseName,
}: {
  resource: TResourceClient<D>;
  table: TDataTableContext<TItemOf<D>>;
  /** the file's name before its date ('webhooks') */
  baseName: string;
}) {
  const getExport = async () => {
    const limit = resource.definition.list.limit.max;
    const rows = throwOnErr(await resource.fetchers.all({ ...table.query, limit })) as TItemOf<D>[];
    return { rows, columns: table.csvColumns(), baseName };
  };
  return <CsvExportButton getExport={getExport} />;
}
