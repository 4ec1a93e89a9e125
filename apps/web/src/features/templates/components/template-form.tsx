import {
  TEMPLATE_PAGES_TEXTS as T,
  ZTemplateInput,
  type TAsset,
  type TTemplate,
  type TTemplateInput,
} from '@parley/domain';
import { useState } from 'react';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormActions } from '@/components/form/form-actions';
import { useApiForm } from '@/components/form/use-api-form';
import { useControlledFormField } from '@/components/form-fields/use-controlled-form-field';
import { MessageComposer } from '@/components/message-composer/message-composer';
import { templates } from '@/resources/templates';

const Field = formFields<TTemplateInput>();

const NEW_TEMPLATE: TTemplateInput = { templateTitle: '', content: '', assetId: null };

const inputOf = (t: TTemplate): TTemplateInput => ({
  templateTitle: t.templateTitle,
  content: t.content,
  assetId: t.asset?.id ?? null,
});

interface TTemplateFormProps {
  /** the template to change; a new one when absent */
  template?: TTemplate;
  onSaved: (saved: TTemplate) => void;
}

/**
 * Writing a template and changing one, one form: the title and the composer, checked by the
 * shared ZTemplateInput as the server checks it; the server's refusals land under their field
 * (a title already used, content over its limit), the rest in the form's alert. Leaving with
 * changes not saved asks first.
 */
export function TemplateForm({ template, onSaved }: TTemplateFormProps) {
  const create = templates.useCreate();
  const update = templates.useUpdate();
  const form = useApiForm({
    schema: ZTemplateInput,
    defaultValues: template ? inputOf(template) : NEW_TEMPLATE,
    submit: (input) =>
      template ? update.mutateAsync({ id: template.templateId, input }) : create.mutateAsync(input),
    onSuccess: (saved, { values, form: methods }) => {
      // the baseline is what was saved: the guard lets the page go; the kit's toast says it
      methods.reset(values);
      onSaved(saved);
    },
  });

  return (
    <ApiForm form={form} label={template ? T.editTitle : T.newTitle} guardUnsaved gap="lg">
      <Field.Text
        name="templateTitle"
        label={T.title}
        placeholder={T.titlePlaceholder}
        required
        autoComplete="off"
        maw={480}
      />
      <ContentField initialAsset={template?.asset ?? null} />
      <FormActions cancelTo="/templates" submit={T.save} />
    </ApiForm>
  );
}

/** The composer bound to the form: its text is `content`, its image `assetId`. */
function ContentField({ initialAsset }: { initialAsset: TAsset | null }) {
  const content = useControlledFormField<TTemplateInput>('content');
  const assetId = useControlledFormField<TTemplateInput>('assetId');
  // the picker hands the whole asset (its image for the preview); the form keeps its id
  const [asset, setAsset] = useState(initialAsset);
  const { onChange: setAssetId } = assetId.field;
  // handed whole, as the kit's bound fields do: a refused content focuses the editor
  const bound = {
    value: content.field.value as string,
    onChange: content.field.onChange,
    ref: content.field.ref,
  };
  return (
    <MessageComposer
      {...bound}
      asset={asset}
      onAssetChange={(next) => {
        setAsset(next);
        setAssetId(next?.id ?? null);
      }}
      error={content.error ?? null}
      // an image the server refuses (deleted meanwhile) is said under the picker, which takes focus
      assetError={assetId.error ?? null}
      assetRef={assetId.field.ref}
    />
  );
}
