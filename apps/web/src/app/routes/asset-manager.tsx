// @page /asset-manager
import { Alert, Anchor, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  ASSET_MANAGER_TEXTS as T,
  ASSET_PICKER_TEXTS,
  MESSAGES,
  Ok,
  fillText,
  formatFileSize,
  isHttpUrl,
  type TAsset,
} from '@parley/domain';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { AssetPicker } from '@/components/asset-picker/asset-picker';
import { ApiForm } from '@/components/form/api-form';
import { FormSubmitButton } from '@/components/form/form-submit-button';
import { useApiForm } from '@/components/form/use-api-form';
import { CarrierBudgetSelect } from '@/components/image-shrink/carrier-budget-select';
import { useCarrierBudget } from '@/components/image-shrink/use-carrier-budget';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { formPickers } from '@/components/pickers/form-pickers';
import { useCurrentPage } from '@/lib/page-handle';

/** /asset-manager (doc 000 §2, issue 14; staff only): the asset picker on its own, and the URL picker. */
export function Component() {
  const page = useCurrentPage();
  return (
    <PageContainer title={page?.title ?? 'Asset Manager'}>
      <Text c="dimmed">{T.intro}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PickerDemo />
        <UrlPickerDemo />
      </SimpleGrid>
    </PageContainer>
  );
}

/** The picker with the carrier budget it measures against, and the asset it hands back. */
function PickerDemo() {
  const [asset, setAsset] = useState<TAsset | null>(null);
  const { budget } = useCarrierBudget();
  return (
    <ContentSegment aria-label={T.pickerTitle}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {T.pickerTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {T.pickerHelp}
        </Text>
        <CarrierBudgetSelect />
        <AssetPicker value={asset} onChange={setAsset} budgetBytes={budget.bytes} />
        <Title order={3} size="h5">
          {T.heldTitle}
        </Title>
        {asset ? (
          <HeldAsset asset={asset} />
        ) : (
          <Text size="sm" c="dimmed">
            {ASSET_PICKER_TEXTS.noneChosen}
          </Text>
        )}
      </Stack>
    </ContentSegment>
  );
}

/** The picker's value, field by field, as a message would store it. */
function HeldAsset({ asset }: { asset: TAsset }) {
  const rows: [string, ReactNode][] = [
    [T.heldName, asset.name],
    [T.heldSize, formatFileSize(asset.size)],
    [T.heldType, asset.contentType],
    [
      T.heldUrl,
      <Anchor href={asset.publicUrl} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
        {asset.publicUrl}
      </Anchor>,
    ],
    [T.heldDescription, asset.description || '—'],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="held-asset">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={120}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The URL picker's value must be an http(s) URL a carrier can fetch (the domain's rule). */
const ZUrlForm = z.object({
  imageUrl: z
    .string()
    .nullable()
    .refine((url) => url !== null && isHttpUrl(url), MESSAGES.urlHttp),
});
const Picker = formPickers<z.input<typeof ZUrlForm>>();

/** The assets URL picker in a small form: what the form sends is shown under it. */
function UrlPickerDemo() {
  const [sent, setSent] = useState<string | null>(null);
  const api = useApiForm({
    schema: ZUrlForm,
    defaultValues: { imageUrl: null },
    submit: async ({ imageUrl }) => Ok(imageUrl),
    onSuccess: (url) => setSent(url),
  });
  return (
    <ContentSegment aria-label={T.urlTitle}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {T.urlTitle}
        </Title>
        <ApiForm form={api} label={T.urlTitle} gap="md">
          <Picker.AssetUrl name="imageUrl" label={T.urlLabel} description={T.urlHelp} required clearable />
          <FormSubmitButton>{T.urlSubmit}</FormSubmitButton>
        </ApiForm>
        {sent ? (
          <Alert variant="light" role="status" style={{ wordBreak: 'break-all' }}>
            {fillText(T.urlSent, { url: sent })}
          </Alert>
        ) : null}
      </Stack>
    </ContentSegment>
  );
}
