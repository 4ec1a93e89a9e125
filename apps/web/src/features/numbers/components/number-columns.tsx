import { Anchor, Group, Text } from '@mantine/core';
import {
  CNAM_STATUS_LABELS,
  NUMBERS_PAGE_TEXTS as T,
  NUMBER_CAPABILITY_FILTER,
  NUMBER_CNAM_FILTER,
  NUMBER_SET_FILTER_TEXTS,
  NUMBER_STATUS_LABELS,
  NUMBER_TYPE_FILTER,
  NUMBER_TYPE_LABELS,
  fillText,
  formatMoney,
  type TFilterChoices,
  type TNumber,
} from '@parley/domain';
import { useCallback, useMemo } from 'react';
import type { TDataTableColumn } from '@/components/data-table';
import { numberSets } from '@/resources/number-sets';
import { CnamStatusBadge } from './caller-name-section';
import { capabilitiesText, locationText, phoneText } from './number-format';
import { NumberStatusBadge } from './number-status-badge';

/** The number-set filter: no set, each of the account's sets, all. */
function useNumberSetFilter(): TFilterChoices {
  const sets = numberSets.useAll();
  return useMemo(
    () => ({
      label: NUMBER_SET_FILTER_TEXTS.label,
      choices: [
        { value: 'none', label: NUMBER_SET_FILTER_TEXTS.none },
        ...(sets.data ?? []).map((s) => ({ value: s.numberSetId, label: s.name })),
        { value: null, label: NUMBER_SET_FILTER_TEXTS.all },
      ],
    }),
    [sets.data],
  );
}

/**
 * The numbers table's columns. A filter's column id is the list's query parameter (type,
 * capability, numberSetId, cnamStatus: the definition's filters), so the server filters; only the
 * phone number sorts (the list's one order, doc 001 §7). The number opens the drawer for those who
 * may change it.
 */
export function useNumberColumns(): (onEdit: ((n: TNumber) => void) | null) => TDataTableColumn<TNumber>[] {
  const setFilter = useNumberSetFilter();
  return useCallback(
    (onEdit) => [
      {
        id: 'phoneNumber',
        header: T.number,
        hideable: false,
        cell: (n) =>
          onEdit ? (
            <Anchor
              component="button"
              type="button"
              onClick={() => onEdit(n)}
              aria-label={fillText(T.editNumber, { number: phoneText(n.phoneNumber) })}
              style={{ whiteSpace: 'nowrap' }}
            >
              {phoneText(n.phoneNumber)}
            </Anchor>
          ) : (
            <Text component="span" style={{ whiteSpace: 'nowrap' }}>
              {phoneText(n.phoneNumber)}
            </Text>
          ),
      },
      { id: 'friendlyName', header: T.friendlyName, sortable: false },
      {
        id: 'type',
        header: T.type,
        sortable: false,
        filter: NUMBER_TYPE_FILTER,
        value: (n) => NUMBER_TYPE_LABELS[n.numberType],
      },
      {
        id: 'location',
        header: T.location,
        sortable: false,
        value: (n) => locationText(n.locality, n.state),
      },
      {
        id: 'capability',
        header: T.capabilities,
        sortable: false,
        filter: NUMBER_CAPABILITY_FILTER,
        value: (n) => capabilitiesText(n.capabilities),
      },
      {
        id: 'numberSetId',
        header: T.numberSet,
        sortable: false,
        filter: setFilter,
        value: (n) => n.numberSet?.numberSetName ?? '',
      },
      {
        id: 'cnamStatus',
        header: T.cnamStatus,
        sortable: false,
        filter: NUMBER_CNAM_FILTER,
        value: (n) => (n.cnamStatus ? `${n.cnam ?? ''} (${CNAM_STATUS_LABELS[n.cnamStatus]})` : T.noCnam),
        cell: (n) =>
          n.cnamStatus ? (
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{n.cnam}</Text>
              <CnamStatusBadge status={n.cnamStatus} />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {T.noCnam}
            </Text>
          ),
      },
      {
        id: 'status',
        header: T.status,
        sortable: false,
        value: (n) => NUMBER_STATUS_LABELS[n.status],
        cell: (n) => <NumberStatusBadge status={n.status} />,
      },
      {
        id: 'monthlyPrice',
        header: T.monthlyPrice,
        sortable: false,
        value: (n) => formatMoney(n.monthlyPrice),
      },
    ],
    [setFilter],
  );
}
