import { Button, Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import {
  ASSET_MAX_BYTES,
  ASSET_PICKER_TEXTS as T,
  ASSET_TEXTS,
  IMAGE_SHRINK_MAX_PIXELS,
  assetNameFromFile,
  fillText,
  type TAsset,
  type TImageCheck,
} from '@parley/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { useApiForm, type TFormMethods } from '@/components/form/use-api-form';
import { bound } from '@/components/form-fields/bound';
import { FileField } from '@/components/form-fields/files/csv-file-field';
import { ActionModal } from '@/components/layout/action-modal';
import { useUploadAsset, type TUploadProgress } from '@/resources/assets';
import { overBudgetMessage } from './asset-budget';
import { useImageFileCheck } from './image-file-check';
import { ShrinkSlot } from './shrink-slot';
import { UploadingDialog } from './uploading-dialog';
import {
  ASSET_ACCEPT_ATTRIBUTE,
  EMPTY_UPLOAD,
  ZAssetUploadForm,
  type TAssetUploadFormValues,
} from './upload-form';

const Field = formFields<TAssetUploadFormValues>();
// the file field alone, not fieldKit: the kit would bring every field (the phone fields'
// libphonenumber among them) into the chunk of each page that offers Add image
const FileInput = bound(FileField);

export interface TAddImageDialogProps {
  opened: boolean;
  onClose: () => void;
  /** the message's budget: a file over it is offered a shrink */
  budgetBytes: number;
  onUploaded: (asset: TAsset) => void;
  /** under the file, once an upload was tried with one over 1 MB: by default the spec's pointer to the Assets section */
  overLimitHint?: string;
}

/**
 * Add image (doc 000 §4, §5): choose a file (the supported extensions only), its name prefilled
 * from the file name and editable, an optional description, then Upload. While it uploads, the
 * uploading dialog shows the bytes sent and can stop it; a refusal comes back here on its field
 * (a taken name on the name, to change and retry), the rest in the form's alert.
 */
export function AddImageDialog({
  opened,
  onClose,
  budgetBytes,
  onUploaded,
  overLimitHint = ASSET_TEXTS.largerViaAssets,
}: TAddImageDialogProps) {
  const formId = useId();
  const upload = useUploadAsset();
  const [progress, setProgress] = useState<TUploadProgress | null>(null);
  const stop = useRef<AbortController | null>(null);
  const api = useApiForm({
    schema: ZAssetUploadForm,
    defaultValues: EMPTY_UPLOAD,
    submit: async ({ file, name, description }) => {
      stop.current = new AbortController();
      setProgress({ sent: 0, total: file.size });
      try {
        return await upload.mutateAsync({
          file,
          fields: { name, description },
          options: { onProgress: setProgress, signal: stop.current.signal },
        });
      } finally {
        setProgress(null);
        stop.current = null;
      }
    },
    onSuccess: (asset) => onUploaded(asset),
  });
  const { form } = api;
  const file = useWatch({ control: form.control, name: 'file' }) as File | null;
  const tried = form.formState.submitCount > 0;
  usePrefilledName(form, file);

  const overLimit = file !== null && file.size > ASSET_MAX_BYTES;
  const overBudget = file !== null && overBudgetMessage(file.size, budgetBytes) !== null;
  // the bytes' own check (type, structure, pixels), which the form's validation says on the field
  const check = useImageFileCheck(file);
  const pixels = tooManyPixels(check);
  // a real picture may be shrunk; one whose headers ask for more than a tab can decode may not
  const shrinkable =
    check?.ok === true || (pixels !== null && pixels.width * pixels.height <= IMAGE_SHRINK_MAX_PIXELS);

  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      onReset={() => form.reset(EMPTY_UPLOAD)}
      size="md"
      title={T.addTitle}
      actions={
        <Button type="submit" form={formId} loading={api.submitting}>
          {T.upload}
        </Button>
      }
    >
      <ApiForm form={api} label={T.addTitle} id={formId} gap="md">
        <FileInput<TAssetUploadFormValues>
          name="file"
          label={T.file}
          placeholder={T.filePlaceholder}
          accept={ASSET_ACCEPT_ATTRIBUTE}
          leftSection={<IconPhoto size={18} aria-hidden />}
          // doc 000 §5: an upload tried with a file over 1 MB adds where larger ones go
          description={overLimit && tried ? overLimitHint : T.fileHelp}
          required
          data-autofocus
        />
        <Text size="xs">{ASSET_TEXTS.metadataRemoved}</Text>
        {file && shrinkable && (overBudget || pixels) ? (
          <ShrinkSlot
            file={file}
            budgetBytes={budgetBytes}
            pixels={pixels}
            onShrunk={(shrunk) => {
              form.setValue('file', shrunk, { shouldValidate: true, shouldDirty: true });
              // the offer and its Accept go with the file over budget, and data-autofocus acts only
              // as the modal opens: focus goes to the file field (its ref in the form), which now
              // shows the shrunk file, rather than to <body>
              form.setFocus('file');
            }}
          />
        ) : null}
        {file && overBudget && !overLimit ? (
          <Text c="red.8" size="sm">
            {overBudgetMessage(file.size, budgetBytes)}
          </Text>
        ) : null}
        {/* only a file whose bytes passed: a text file shows no broken image, a bomb is not decoded */}
        {file && !overLimit && check?.ok ? <FilePreview file={file} /> : null}
        <Field.Text name="name" label={T.name} required />
        <Field.Text name="description" label={T.description} />
      </ApiForm>
      <UploadingDialog progress={progress} fileName={file?.name ?? ''} onStop={() => stop.current?.abort()} />
    </ActionModal>
  );
}

/** The picture's size when it is a real image over the pixel limits, else null. */
function tooManyPixels(check: TImageCheck | null) {
  return check && !check.ok && check.reason === 'too-large'
    ? { width: check.width, height: check.height }
    : null;
}

/**
 * The name follows the chosen file (its name without the extension) until the user types one of
 * their own; a new file says at once whether it can be uploaded.
 */
function usePrefilledName(form: TFormMethods<typeof ZAssetUploadForm>, file: File | null) {
  const prefilled = useRef('');
  useEffect(() => {
    if (!file) {
      prefilled.current = '';
      return;
    }
    const current = form.getValues('name');
    const next = assetNameFromFile(file.name);
    if (current === '' || current === prefilled.current) form.setValue('name', next, { shouldDirty: true });
    prefilled.current = next;
    void form.trigger('file');
  }, [file, form]);
}

/** The chosen file as it will look, before it is sent (an object URL, let go with the file). */
function FilePreview({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    if (image.current) image.current.src = made;
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <Image ref={image} alt={fillText(T.preview, { name: file.name })} mah={160} fit="contain" radius="sm" />
  );
}
