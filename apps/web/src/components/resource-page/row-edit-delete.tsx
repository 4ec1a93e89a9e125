import { ActionIcon, Group } from '@mantine/core';
import { TABLE_ACTION_TEXTS, fillText } from '@parley/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** A row's own Edit and Delete buttons, named for the row ('Edit Dana Reyes'). */
export function RowEditDelete({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onEdit ? (
        <ActionIcon
          variant="subtle"
          aria-label={fillText(TABLE_ACTION_TEXTS.editRow, { name })}
          onClick={onEdit}
        >
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      ) : null}
      {onDelete ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={fillText(TABLE_ACTION_TEXTS.deleteRow, { name })}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      ) : null}
    </Group>
  );
}
