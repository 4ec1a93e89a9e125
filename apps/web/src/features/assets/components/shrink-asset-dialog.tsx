import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import {
  ASSETS_PAGE_TEXTS as T,
  ZAssetUploadFields,
  fillText,
  formatFileSize,
  imageExtension,
  type TAsset,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { AppModal } from '@/components/dialog/app-modal';
import { UploadingDialog } from '@/components/asset-picker/uploading-dialog';
import { ApiForm } from '@/components/form/api-form';
import { formFields } from '@/components/form/form-fields';
import { FormActions } from '@/components/form/form-actions';
import { useApiForm } from '@/components/form/use-api-form';
import { ShrinkOffer } from '@/components/image-shrink/shrink-offer';
import { assetImageSrc } from '@/resources/asset-image';
import { useUploadAsset, type TUploadProgress } from '@/resources/assets';

const ZShrunkFields = ZAssetUploadFields.pick({ name: true, description: true });
type TShrunkFields = { name: string; description?: string | undefined };
const Field = formFields<TShrunkFields>();

/**
 * The asset's bytes as a File to shrink, read from its public path on the portal's own server:
 * the public URL's origin (PUBLIC_URL) may be another, and the media route sends no CORS headers.
 */
async function downloadAsset(asset: TAsset, signal: AbortSignal): Promise<File> {
  const response = await fetch(assetImageSrc(asset), { signal });
  if (!response.ok) throw new Error(`${response.status}`);
  const bytes = await response.arrayBuffer();
  return new File([bytes], `${asset.name}.${imageExtension(asset.contentType)}`, { type: asset.contentType });
}

/**
 * Shrinks an asset to the carrier budget in force: its bytes from the public URL, the shrink
 * offer (in a worker), then the result added as a NEW asset under a name of its own. The asset
 * itself is left as it is: the API never changes an asset's bytes, and its public URL may be in
 * templates and messages already sent.
 */
export function ShrinkAssetDialog({
  asset,
  budgetBytes,
  onClose,
  onAdded,
}: {
  asset: TAsset | null;
  budgetBytes: number;
  onClose: () => void;
  onAdded: (added: TAsset) => void;
}) {
  return (
    <AppModal opened={asset !== null} onClose={onClose} size="md" title={T.shrinkTitle}>
      {asset ? (
        <ShrinkAsset
          key={asset.id}
          asset={asset}
          budgetBytes={budgetBytes}
          onClose={onClose}
          onAdded={onAdded}
        />
      ) : null}
    </AppModal>
  );
}

function ShrinkAsset({
  asset,
  budgetBytes,
  onClose,
  onAdded,
}: {
  asset: TAsset;
  budgetBytes: number;
  onClose: () => void;
  onAdded: (added: TAsset) => void;
}) {
  const original = useQuery({
    queryKey: ['asset-bytes', asset.id, asset.publicUrl],
    queryFn: ({ signal }) => downloadAsset(asset, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [shrunk, setShrunk] = useState<File | null>(null);
  return (
    <Stack gap="md">
      <Text size="sm">{fillText(T.shrinkIntro, { name: asset.name })}</Text>
      {original.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{T.downloading}</Text>
        </Group>
      ) : original.isError ? (
        <Alert color="red" role="alert">
          {T.downloadFailed}
        </Alert>
      ) : shrunk ? (
        <AddShrunkForm
          asset={asset}
          file={shrunk}
          budgetBytes={budgetBytes}
          onCancel={onClose}
          onAdded={onAdded}
        />
      ) : (
        <ShrinkOffer file={original.data} budgetBytes={budgetBytes} onShrunk={setShrunk} />
      )}
    </Stack>
  );
}

/** The shrunk image's name (the asset's, with the budget) and description, then the upload. */
function AddShrunkForm({
  asset,
  file,
  budgetBytes,
  onCancel,
  onAdded,
}: {
  asset: TAsset;
  file: File;
  budgetBytes: number;
  onCancel: () => void;
  onAdded: (added: TAsset) => void;
}) {
  const upload = useUploadAsset();
  const [progress, setProgress] = useState<TUploadProgress | null>(null);
  const stop = useRef<AbortController | null>(null);
  const form = useApiForm({
    schema: ZShrunkFields,
    defaultValues: {
      name: fillText(T.shrunkName, { name: asset.name, budget: formatFileSize(budgetBytes) }),
      description: asset.description,
    },
    submit: async (fields) => {
      stop.current = new AbortController();
      setProgress({ sent: 0, total: file.size });
      try {
        return await upload.mutateAsync({
          file,
          fields,
          options: { onProgress: setProgress, signal: stop.current.signal },
        });
      } finally {
        setProgress(null);
        stop.current = null;
      }
    },
    onSuccess: (added) => onAdded(added),
  });
  // this form replaces the offer whose Accept was focused, in a modal already open (data-autofocus
  // acts only as it opens): focus goes to the name (its ref in the form) rather than to <body>
  const { setFocus } = form.form;
  useEffect(() => setFocus('name'), [setFocus]);
  return (
    <>
      <ApiForm form={form} label={T.addShrunk}>
        <Text size="sm">{fillText(T.shrunkFile, { size: formatFileSize(file.size) })}</Text>
        <Field.Text name="name" label={T.name} required autoComplete="off" />
        <Field.Text name="description" label={T.description} autoComplete="off" />
        <FormActions onCancel={onCancel} cancelText={T.cancel} submit={T.addShrunk} />
      </ApiForm>
      <UploadingDialog progress={progress} fileName={file.name} onStop={() => stop.current?.abort()} />
    </>
  );
}
