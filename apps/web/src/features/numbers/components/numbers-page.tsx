import { Anchor } from '@mantine/core';
import { NUMBERS_PAGE_TEXTS as T, type TNumber } from '@parley/domain';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { TDataTableAction } from '@/components/data-table';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { numbers } from '@/resources/numbers';
import { MoveToSetDialog } from './move-to-set-dialog';
import { useNumberColumns } from './number-columns';
import { containsQuery } from './number-format';
import { NumberEditor } from './number-editor';
import { SimulatedNetworkBadge } from './simulated-network-badge';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const NUMBER_COLUMNS_COOKIE = 'parley_numbers_columns';

const TABLE = {
  searchBox: { label: T.searchLabel, placeholder: T.searchPlaceholder, inputMode: 'tel' as const },
  searchQuery: containsQuery,
  emptyText: T.emptyText,
};

/**
 * Numbers → /numbers: the account's numbers on the resource page over the server (5000 a page at
 * most, by cursor), searched by digits and filtered by type, capability, set and CNAM status; each
 * edited in a drawer (name, set, remediation, caller name); the selected ones moved to a number set
 * or released (the one delete dialog, in release's words); every match exported as CSV.
 */
export function NumbersPage() {
  const columns = useNumberColumns();
  const [moving, setMoving] = useState<{ items: TNumber[]; done: () => void } | null>(null);
  const moreActions = useMemo(
    (): TDataTableAction<TNumber>[] => [
      {
        label: T.moveAction,
        icon: <IconArrowsExchange size={16} aria-hidden="true" />,
        onClick: (items, table) => setMoving({ items, done: table.clearSelection }),
      },
    ],
    [],
  );
  return (
    <>
      <ResourcePage
        resource={numbers}
        texts={T}
        columns={columns}
        form={({ item, onSaved, onCancel }) =>
          item ? <NumberEditor item={item} onSaved={onSaved} onCancel={onCancel} /> : null
        }
        formIn="drawer"
        add={false}
        headerActions={
          <>
            <SimulatedNetworkBadge />
            <Anchor component={Link} to="/purchase-numbers" size="sm">
              {T.buyLink}
            </Anchor>
          </>
        }
        moreActions={moreActions}
        table={TABLE}
        exportName="numbers"
        visibilityCookie={NUMBER_COLUMNS_COOKIE}
        initialSort={{ id: 'phoneNumber' }}
      />
      <MoveToSetDialog
        items={moving?.items ?? null}
        onClose={() => setMoving(null)}
        onMoved={() => moving?.done()}
      />
    </>
  );
}
