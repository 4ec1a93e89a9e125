import { ASSETS_PAGE_TEXTS as T, ZAssetUpdate, type TAsset, type TAssetUpdate } from '@parley/domain';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormActions } from '@/components/form/form-actions';
import { useApiForm } from '@/components/form/use-api-form';
import { assets } from '@/resources/assets';

const Field = formFields<TAssetUpdate>();

/**
 * An asset's name and description (PUT /v3/assets/{id}; its bytes never change), checked with
 * the route's own ZAssetUpdate. A name the account already uses comes back on the name field
 * with the spec's text, to change and save again.
 */
export function EditAssetForm({
  asset,
  onSaved,
  onCancel,
}: {
  asset: TAsset;
  onSaved: (saved: TAsset) => void;
  onCancel: () => void;
}) {
  const update = assets.useUpdate();
  const form = useApiForm({
    schema: ZAssetUpdate,
    defaultValues: { name: asset.name, description: asset.description },
    submit: (input) => update.mutateAsync({ id: asset.id, input }),
    onSuccess: (saved) => onSaved(saved),
  });
  return (
    <ApiForm form={form} label={T.editTitle}>
      <Field.Text name="name" label={T.name} required autoComplete="off" data-autofocus />
      <Field.Text name="description" label={T.description} autoComplete="off" />
      <FormActions onCancel={onCancel} cancelText={T.cancel} submit={T.save} />
    </ApiForm>
  );
}
