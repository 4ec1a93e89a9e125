import { Button } from '@mantine/core';
import {
  NUMBER_TYPE_LABELS,
  PURCHASE_PAGE_TEXTS as T,
  fillText,
  formatMoney,
  type TAvailableNumber,
} from '@parley/domain';
import { IconCheck, IconShoppingCartPlus } from '@tabler/icons-react';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { capabilitiesText, locationText, phoneText } from './number-format';

const COLUMNS: TDataTableColumn<TAvailableNumber>[] = [
  {
    id: 'phoneNumber',
    header: 'Number',
    hideable: false,
    value: (n) => phoneText(n.phoneNumber),
    cell: (n) => <span style={{ whiteSpace: 'nowrap' }}>{phoneText(n.phoneNumber)}</span>,
  },
  { id: 'location', header: 'Location', value: (n) => locationText(n.locality, n.region) },
  { id: 'type', header: T.type, value: (n) => NUMBER_TYPE_LABELS[n.numberType] },
  { id: 'capabilities', header: 'Capabilities', value: (n) => capabilitiesText(n.capabilities) },
  {
    id: 'monthlyPrice',
    header: 'Monthly price',
    value: (n) => n.monthlyPrice,
    cell: (n) => formatMoney(n.monthlyPrice),
  },
];

/**
 * One search's numbers for sale, on the kit's table of loaded rows (sorted, narrowed and paged
 * here: a search answers at most 100); each row adds its number to the cart or takes it out.
 */
export function AvailableResults({
  results,
  loading,
  inCart,
  onToggle,
}: {
  results: readonly TAvailableNumber[];
  loading: boolean;
  inCart: (phoneNumber: string) => boolean;
  onToggle: (n: TAvailableNumber) => void;
}) {
  return (
    <DataTable
      label={T.resultsLabel}
      rows={results}
      columns={COLUMNS}
      getRowId={(n) => n.phoneNumber}
      rowLabel={(n) => phoneText(n.phoneNumber)}
      loading={loading}
      emptyText={T.noResults}
      rowActions={(n) => {
        const chosen = inCart(n.phoneNumber);
        const number = phoneText(n.phoneNumber);
        return (
          <Button
            size="compact-sm"
            variant={chosen ? 'light' : 'filled'}
            leftSection={
              chosen ? (
                <IconCheck size={14} aria-hidden="true" />
              ) : (
                <IconShoppingCartPlus size={14} aria-hidden="true" />
              )
            }
            aria-label={fillText(chosen ? T.removeFromCart : T.addToCart, { number })}
            onClick={() => onToggle(n)}
          >
            {chosen ? T.remove : T.add}
          </Button>
        );
      }}
    />
  );
}
