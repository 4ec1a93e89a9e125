import { Anchor, Button } from '@mantine/core';
import {
  NUMBER_ACCESS,
  NUMBER_SETS_PAGE_TEXTS as T,
  SENDER_STRATEGY_LABELS,
  can,
  fillText,
  formatDateTime,
  type TNumberSet,
} from '@parley/domain';
import { IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import type { TDataTableColumn } from '@/components/data-table';
import { ResourcePage } from '@/components/resource-page/resource-page';
import { useSignedInSession } from '@/lib/session';
import { numberSets } from '@/resources/number-sets';
import { editSetPath } from '../paths';
import { SimulatedNetworkBadge } from './simulated-network-badge';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const NUMBER_SET_COLUMNS_COOKIE = 'parley_number_sets_columns';

const TABLE = { emptyText: T.emptyText };

const columns = (editable: boolean): TDataTableColumn<TNumberSet>[] => [
  {
    id: 'name',
    header: T.name,
    hideable: false,
    cell: (s) =>
      editable ? (
        <Anchor
          component={Link}
          to={editSetPath(s.numberSetId)}
          aria-label={fillText(T.editName, { name: s.name })}
        >
          {s.name}
        </Anchor>
      ) : (
        s.name
      ),
  },
  { id: 'description', header: T.description, sortable: false },
  { id: 'strategy', header: T.strategy, sortable: false, value: (s) => SENDER_STRATEGY_LABELS[s.strategy] },
  { id: 'numbers', header: T.numbersCount, sortable: false, value: (s) => s.numbers.length },
  { id: 'updated', header: T.updated, value: (s) => formatDateTime(s.updated) },
];

/**
 * Numbers → /number-sets: the account's number sets on the resource page (searched, sorted,
 * exported; the selected ones deleted, their numbers left in no set). A set is created and edited
 * on /create-number-set, its own page: the numbers it holds are chosen there.
 */
export function NumberSetsPage() {
  const editable = can(useSignedInSession(), NUMBER_ACCESS);
  const makeColumns = useCallback(() => columns(editable), [editable]);
  return (
    <ResourcePage
      resource={numberSets}
      texts={T}
      columns={makeColumns}
      headerActions={
        <>
          <SimulatedNetworkBadge />
          {editable ? (
            <Button
              component={Link}
              to="/create-number-set"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
            >
              {T.create}
            </Button>
          ) : null}
        </>
      }
      table={TABLE}
      exportName="number-sets"
      visibilityCookie={NUMBER_SET_COLUMNS_COOKIE}
      initialSort={{ id: 'name' }}
    />
  );
}
