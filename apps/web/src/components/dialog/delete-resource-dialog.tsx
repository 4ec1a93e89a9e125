import { deleteDialogText, itemNameOf, type TResourceDefinition } from '@parley/domain';
import type { z } from 'zod';
import type { TResourceClient } from '@/lib/create-resource';
import { useResourceActions } from '@/lib/use-resource-actions';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type ItemOf<D> = D extends TResourceDefinition<infer I> ? z.output<I> : never;

/**
 * Asks before deleting one item or the selected ones of any resource, in the words of its
 * definition's `deleteTexts` (issue 25: one dialog, not one per page); `onDeleted` runs once they
 * are gone (the table clears its selection).
 */
export function DeleteResourceDialog<D extends TResourceDefinition>({
  resource,
  items,
  onClose,
  onDeleted,
}: {
  resource: TResourceClient<D>;
  /** what is to be deleted; null: the dialog is closed */
  items: readonly ItemOf<D>[] | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { remove } = useResourceActions(resource);
  const { definition } = resource;
  const names = items?.map((item) => itemNameOf(definition, item as never)) ?? [];
  const texts = definition.deleteTexts;
  if (!texts) throw new Error(`${definition.name} cannot be deleted: its definition has no deleteTexts`);
  const { title, message } = deleteDialogText(texts, names);
  return (
    <ConfirmDeleteDialog
      opened={items !== null}
      title={title}
      message={message}
      label={definition.label}
      names={names}
      {...(texts.verb ? { confirmLabel: texts.verb.action, done: texts.verb.done } : {})}
      onConfirm={async () => {
        const result = await remove(items ?? []);
        if (result.ok) onDeleted?.();
        return result;
      }}
      onClose={onClose}
    />
  );
}
