import { CheckIcon, Combobox, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { TDropdownRow } from './dropdown-rows';

/** Row heights: fixed, so 10,000 rows cost no measuring (a subheader makes a row taller). */
export const ROW_HEIGHT = 36;
export const ROW_HEIGHT_WITH_DESCRIPTION = 52;
/** The open list's height: about eight rows, then it scrolls. */
export const LIST_MAX_HEIGHT = 290;

interface TVirtualOptionsProps<V> {
  rows: readonly TDropdownRow<V>[];
  /** the row the keyboard is on (aria-activedescendant), -1 for none */
  active: number;
  isChecked: (row: TDropdownRow<V>) => boolean;
  optionId: (index: number) => string;
  listId: string;
  label: string;
  multiple: boolean;
}

const rowHeight = (row: TDropdownRow<unknown> | undefined) =>
  row?.kind !== 'all' && row?.option.description ? ROW_HEIGHT_WITH_DESCRIPTION : ROW_HEIGHT;

/**
 * Mantine's Combobox.Options as the scroll box of a TanStack virtual list: only the rows in view
 * (and a few around them) are in the page, so 10,000 options open and filter at once. Each row is
 * an option of the listbox with its place in the whole list (aria-setsize, aria-posinset), since
 * a screen reader cannot count rows that are not there.
 */
export function VirtualOptions<V>({
  rows,
  active,
  isChecked,
  optionId,
  listId,
  label,
  multiple,
}: TVirtualOptionsProps<V>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // No React Compiler runs on this app; the rule only says the compiler would skip this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]),
    overscan: 6,
  });

  useEffect(() => {
    if (active >= 0 && active < rows.length) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, rows.length, virtualizer]);

  return (
    <Combobox.Options
      ref={scrollRef}
      id={listId}
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      mah={LIST_MAX_HEIGHT}
      style={{ overflowY: 'auto' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          const checked = isChecked(row);
          return (
            <Combobox.Option
              key={item.key}
              id={optionId(item.index)}
              value={String(item.index)}
              selected={item.index === active}
              active={checked}
              disabled={row.kind !== 'all' && row.option.disabled}
              // Mantine marks a disabled option for its own styles only: say it to screen readers
              aria-disabled={(row.kind !== 'all' && row.option.disabled) || undefined}
              aria-selected={checked}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                height: item.size,
                transform: `translateY(${item.start}px)`,
                display: 'flex',
                alignItems: 'center',
                gap: 'var(--mantine-spacing-xs)',
                overflow: 'hidden',
              }}
            >
              <span aria-hidden style={{ width: 12, flex: 'none', display: 'inline-flex' }}>
                {checked ? <CheckIcon size={12} /> : null}
              </span>
              <span style={{ minWidth: 0 }}>
                <Text size="sm" truncate fw={row.kind === 'option' ? undefined : 500}>
                  {row.text}
                </Text>
                {row.kind !== 'all' && row.option.description ? (
                  // on the keyboard's row (filled with the primary colour) grey would be unreadable
                  <Text size="xs" c={item.index === active ? 'inherit' : 'dimmed'} truncate>
                    {row.option.description}
                  </Text>
                ) : null}
              </span>
            </Combobox.Option>
          );
        })}
      </div>
    </Combobox.Options>
  );
}
