import { USERS_PAGE_TEXTS, usersResource, type TUser, fillText } from '@parley/domain';
import { ConfirmDeleteDialog } from '@/components/dialog/confirm-delete-dialog';
import { useUserActions } from '../hooks/use-user-actions';

/** Asks before deleting the selected users. */
export function DeleteUsersDialog({
  users,
  onClose,
  onDeleted,
}: {
  users: readonly TUser[] | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { remove } = useUserActions();
  const many = (users?.length ?? 0) > 1;
  return (
    <ConfirmDeleteDialog
      opened={users !== null}
      title={many ? USERS_PAGE_TEXTS.deleteManyTitle : USERS_PAGE_TEXTS.deleteTitle}
      message={
        many
          ? fillText(USERS_PAGE_TEXTS.deleteMany, { n: users!.length })
          : fillText(USERS_PAGE_TEXTS.deleteOne, { name: users?.[0]?.displayName ?? '' })
      }
      label={usersResource.label}
      names={users?.map((u) => u.displayName) ?? []}
      onConfirm={async () => {
        const result = await remove(users ?? []);
        if (result.ok) onDeleted?.();
        return result;
      }}
      onClose={onClose}
    />
  );
}
