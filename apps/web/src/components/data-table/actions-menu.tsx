import type { RowData } from '@tanstack/react-table';
import { Button, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { DATA_TABLE_TEXTS } from '@parley/domain';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import type { TDataTableAction, TDataTableContext } from './types';

interface TActionsMenuProps<Row extends RowData> {
  actions: readonly TDataTableAction<Row>[];
  context: TDataTableContext<Row>;
  selectedCount: number;
}

/**
 * doc 001 §2: the Actions menu, disabled with its tooltip until a row is selected. The button
 * stays focusable while disabled (aria-disabled), so the tooltip also shows on keyboard focus and
 * screen readers hear why through aria-describedby.
 */
export function ActionsMenu<Row extends RowData>({
  actions,
  context,
  selectedCount,
}: TActionsMenuProps<Row>) {
  const hintId = useId();
  const off = selectedCount === 0;
  const button = (
    <Button
      variant="default"
      size="sm"
      rightSection={<IconChevronDown size={14} aria-hidden="true" />}
      aria-disabled={off || undefined}
      data-disabled={off || undefined}
      aria-describedby={off ? hintId : undefined}
      onClick={(event) => {
        if (off) event.preventDefault();
      }}
    >
      {DATA_TABLE_TEXTS.actions}
    </Button>
  );
  if (off)
    return (
      <>
        <Tooltip
          label={DATA_TABLE_TEXTS.selectRowToEnableActions}
          events={{ hover: true, focus: true, touch: true }}
        >
          {button}
        </Tooltip>
        <VisuallyHidden id={hintId}>{DATA_TABLE_TEXTS.selectRowToEnableActions}</VisuallyHidden>
      </>
    );
  const rows = context.selectedRows();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action.label}
            color={action.color}
            leftSection={action.icon}
            disabled={action.disabled?.(rows) ?? false}
            onClick={() => action.onClick(context.selectedRows(), context)}
          >
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
