import {
  TEMPLATE_PAGES_TEXTS as T,
  templateDeleteMessage,
  templatesResource,
  type TTemplate,
} from '@parley/domain';
import { ConfirmDeleteDialog } from '@/components/dialog/confirm-delete-dialog';
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
      label={templatesResource.label}
      names={template ? [template.templateTitle] : []}
      onConfirm={() => remove.mutateAsync(template!.templateId)}
      onClose={onClose}
    />
  );
}
