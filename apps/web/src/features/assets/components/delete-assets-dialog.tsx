import { ASSETS_PAGE_TEXTS as T, assetsResource, fillText, type TAsset } from '@parley/domain';
import { ConfirmDeleteDialog } from '@/components/dialog/confirm-delete-dialog';
import { useAssetActions } from '../hooks/use-asset-actions';

/** Asks before deleting one asset or the selected ones: their public URLs stop answering. */
export function DeleteAssetsDialog({
  assets,
  onClose,
  onDeleted,
}: {
  assets: readonly TAsset[] | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { remove } = useAssetActions();
  const many = (assets?.length ?? 0) > 1;
  return (
    <ConfirmDeleteDialog
      opened={assets !== null}
      title={many ? T.deleteManyTitle : T.deleteTitle}
      message={
        many
          ? fillText(T.deleteMany, { n: String(assets!.length) })
          : fillText(T.deleteOne, { name: assets?.[0]?.name ?? '' })
      }
      label={assetsResource.label}
      names={assets?.map((a) => a.name) ?? []}
      onConfirm={async () => {
        const result = await remove(assets ?? []);
        if (result.ok) onDeleted?.();
        return result;
      }}
      onClose={onClose}
    />
  );
}
