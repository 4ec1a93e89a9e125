import { TABLE_ACTION_TEXTS, MESSAGES, changeToastText } from '@parley/domain';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { showToast } from '@/components/toast/show-toast';
import { requestErrorMessage, type TApiResult } from '@/lib/envelope';
import type { TDataTableAction } from './types';

export interface TOnOffDeleteActions<Row> {
  /** what a row is, as a person says one: 'webhook' (the resource's label) */
  label: string;
  /** a row's name, as the toast gives it */
  name: (row: Row) => string;
  /** whether a row is on (an enabled webhook, an active user) */
  isOn: (row: Row) => boolean;
  /** switches the rows on or off: how many changed, or the first refusal */
  switchTo: (rows: Row[], on: boolean) => Promise<TApiResult<number>>;
  /** asks before deleting; `done` clears the selection once they are gone */
  onDelete: (rows: Row[], done: () => void) => void;
}

/**
 * The Actions menu of a table of things that are on or off: Enable, Disable (each off when every
 * chosen row is so already) and Delete. A switch says what it changed in a toast that names the
 * rows ('2 webhooks disabled', their names), as every change of the kit does; rows already so are
 * left alone and not named.
 */
export function onOffDeleteActions<Row>({
  label,
  name,
  isOn,
  switchTo,
  onDelete,
}: TOnOffDeleteActions<Row>): TDataTableAction<Row>[] {
  const switchAndSay = async (rows: Row[], on: boolean) => {
    const changing = rows.filter((row) => isOn(row) !== on).map(name);
    const result = await switchTo(rows, on);
    showToast(
      result.ok
        ? { type: 'success', ...changeToastText(label, on ? 'enabled' : 'disabled', changing) }
        : { type: 'error', header: MESSAGES.errorHeader, content: requestErrorMessage(result.error) },
    );
  };
  return [
    {
      label: TABLE_ACTION_TEXTS.enable,
      icon: <IconPlayerPlay size={16} aria-hidden="true" />,
      disabled: (rows) => rows.every(isOn),
      onClick: (rows) => void switchAndSay(rows, true),
    },
    {
      label: TABLE_ACTION_TEXTS.disable,
      icon: <IconPlayerPause size={16} aria-hidden="true" />,
      disabled: (rows) => rows.every((row) => !isOn(row)),
      onClick: (rows) => void switchAndSay(rows, false),
    },
    deleteAction(onDelete),
  ];
}

/** Delete alone, for a table of things that are not switched on and off (contacts); `label` when it is another word (Release). */
export function deleteAction<Row>(
  onDelete: TOnOffDeleteActions<Row>['onDelete'],
  label: string = TABLE_ACTION_TEXTS.delete,
): TDataTableAction<Row> {
  return {
    label,
    color: 'red',
    icon: <IconTrash size={16} aria-hidden="true" />,
    onClick: (rows, table) => onDelete(rows, table.clearSelection),
  };
}
