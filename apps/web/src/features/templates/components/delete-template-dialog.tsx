import { TEMPLATE_PAGES_TEXTS as T, templateDeleteMessage, type TTemplate } from '@parley/domain';
import { ConfirmDeleteDialog } from '@/components/dialog/confirm-delete-dialog';
import { showToast } from '@/components/toast/show-toast';
import { templates } from '@/resources/templates';

/** Asks before deleting a template; the list refreshes once it is gone. */
export function DeleteTemplateDialog({
  template,
  onClose,
}: {
  template: TTemplate | null;
  onClose: () => void;
}) {
  const remove = templates.useRemove();
  return (
    <ConfirmDeleteDialog
      opened={template !== null}
      title={T.deleteTitle}
      message={templateDeleteMessage(template?.templateTitle ?? '')}
      onConfirm={async () => {
        const result = await remove.mutateAsync(template!.templateId);
        if (result.ok) showToast({ type: 'success', header: T.deleted, content: template!.templateTitle });
        return result;
      }}
      onClose={onClose}
    />
  );
}
