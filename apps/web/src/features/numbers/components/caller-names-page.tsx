import { Anchor, Text } from '@mantine/core';
import {
  CALLER_NAMES_PAGE_TEXTS as T,
  CALLER_NAME_STATUS_FILTER,
  CNAM_STATUS_LABELS,
  formatDateTime,
  type TCallerName,
} from '@parley/domain';
import { Link } from 'react-router';
import type { TDataTableColumn } from '@/components/data-table';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { callerNames } from '@/resources/caller-names';
import { CnamStatusBadge } from './caller-name-section';
import { phoneText } from './number-format';
import { SimulatedNetworkBadge } from './simulated-network-badge';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const CALLER_NAME_COLUMNS_COOKIE = 'parley_cnam_columns';

// the list is read only: a caller name is asked for from its number's drawer on /numbers
const columns = (): TDataTableColumn<TCallerName>[] => [
  {
    id: 'phoneNumber',
    header: T.number,
    hideable: false,
    sortable: false,
    cell: (c) => <Text style={{ whiteSpace: 'nowrap' }}>{phoneText(c.phoneNumber)}</Text>,
  },
  { id: 'cnam', header: T.cnam },
  {
    id: 'status',
    header: T.status,
    sortable: false,
    filter: CALLER_NAME_STATUS_FILTER,
    value: (c) => CNAM_STATUS_LABELS[c.status],
    cell: (c) => <CnamStatusBadge status={c.status} />,
  },
  { id: 'reason', header: T.reason, sortable: false, value: (c) => c.reason ?? '' },
  { id: 'created', header: T.requested, value: (c) => formatDateTime(c.created) },
];

const TABLE = { emptyText: T.emptyText };

/**
 * Settings → /cnam: the caller names asked for on the account's numbers (`GET /v3/cnam`), newest
 * first, with the carrier review's answer and, when rejected, its reason; searched, filtered by
 * status, exported as CSV. The review is the simulated network's, which the page says.
 */
export function CallerNamesPage() {
  return (
    <ResourcePage
      resource={callerNames}
      texts={T}
      columns={columns}
      headerActions={
        <>
          <SimulatedNetworkBadge />
          <Anchor component={Link} to="/numbers" size="sm">
            {T.numbersLink}
          </Anchor>
        </>
      }
      table={TABLE}
      exportName="caller-names"
      visibilityCookie={CALLER_NAME_COLUMNS_COOKIE}
      initialSort={{ id: 'created', desc: true }}
    />
  );
}
