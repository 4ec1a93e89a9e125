import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import {
  ASSET_MAX_BYTES,
  ASSET_WRITE,
  ASSETS_PAGE_TEXTS as T,
  fillText,
  type TAsset,
  MESSAGES,
  TABLE_ACTION_TEXTS,
} from '@parley/domain';
import { IconPencil, IconPhotoDown, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { AddImageDialog } from '@/components/asset-picker/add-image-dialog';
import { CopyButton } from '@/components/copy-button/copy-button';
import { ResourceDataTable, type TDataTableAction, ResourceCsvExport } from '@/components/data-table';
import { AppModal } from '@/components/dialog/app-modal';
import { CarrierBudgetSelect } from '@/components/image-shrink/carrier-budget-select';
import { useCarrierBudget } from '@/components/image-shrink/use-carrier-budget';
import { PageContainer } from '@/components/layout/page-container';
import { showToast } from '@/components/toast/show-toast';
import { useCan } from '@/lib/authorization';
import { assets } from '@/resources/assets';
import { assetColumns } from './asset-columns';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { EditAssetForm } from './edit-asset-form';
import { ShrinkAssetDialog } from './shrink-asset-dialog';

/** Where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days). */
export const ASSET_COLUMNS_COOKIE = 'parley_assets_columns';

/** The public URL as a carrier is given it: absolute, whatever the server answered. */
const absoluteUrl = (url: string) => new URL(url, window.location.href).href;

/**
 * /assets (asset-read): the account's image library on the data table, searched (by name,
 * case ignored), sorted and paged by the server, each asset's size measured against the carrier
 * budget in force (kept per user). With asset-write: upload, edit, shrink to the budget (as a new
 * asset) and delete; a reader sees the list and copies URLs only.
 */
export function AssetsPage() {
  const editable = useCan({ rule: ASSET_WRITE });
  const { budget } = useCarrierBudget();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<TAsset | null>(null);
  const [shrinking, setShrinking] = useState<TAsset | null>(null);
  const [deleting, setDeleting] = useState<{ assets: TAsset[]; done?: () => void } | null>(null);
  const columns = useMemo(() => assetColumns(budget.bytes), [budget.bytes]);
  const actions = useMemo<TDataTableAction<TAsset>[]>(
    () => [
      {
        label: TABLE_ACTION_TEXTS.delete,
        color: 'red',
        icon: <IconTrash size={16} aria-hidden="true" />,
        onClick: (rows, table) => setDeleting({ assets: rows, done: table.clearSelection }),
      },
    ],
    [],
  );

  const rowActions = (a: TAsset) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <CopyButton value={absoluteUrl(a.publicUrl)} label={fillText(T.copyUrl, { name: a.name })} />
      {editable ? (
        <>
          {a.size > budget.bytes ? (
            <ActionIcon
              variant="subtle"
              color="orange"
              aria-label={fillText(T.shrink, { name: a.name })}
              onClick={() => setShrinking(a)}
            >
              <IconPhotoDown size={18} aria-hidden="true" />
            </ActionIcon>
          ) : null}
          <ActionIcon
            variant="subtle"
            aria-label={fillText(T.edit, { name: a.name })}
            onClick={() => setEditing(a)}
          >
            <IconPencil size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={fillText(T.delete, { name: a.name })}
            onClick={() => setDeleting({ assets: [a] })}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </>
      ) : null}
    </Group>
  );

  return (
    // a table of seven columns and row actions: the whole width (doc 001 §2 allows any of 16)
    <PageContainer title={T.title} width={16}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap="xs" style={{ flex: '1 1 320px' }}>
          <Text c="dimmed">{T.intro}</Text>
          <CarrierBudgetSelect />
        </Stack>
        {editable ? (
          <Button
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onClick={() => setUploading(true)}
          >
            {T.upload}
          </Button>
        ) : null}
      </Group>
      <ResourceDataTable
        label={T.tableLabel}
        resource={assets}
        columns={columns}
        getRowId={(a) => a.id}
        rowLabel={(a) => a.name}
        visibilityCookie={ASSET_COLUMNS_COOKIE}
        initialSort={{ id: 'name' }}
        rowHeight={65}
        rowActions={rowActions}
        {...(editable ? { actions } : {})}
        toolbar={(table) => <ResourceCsvExport resource={assets} table={table} baseName="assets" />}
      />
      {editable ? (
        <>
          <AddImageDialog
            opened={uploading}
            onClose={() => setUploading(false)}
            // the library's own limit here: the carrier budget is shown, and offered, per asset
            budgetBytes={ASSET_MAX_BYTES}
            onUploaded={() => setUploading(false)}
            overLimitHint={T.overLimitHint}
          />
          <AppModal opened={editing !== null} onClose={() => setEditing(null)} size="md" title={T.editTitle}>
            {editing ? (
              <EditAssetForm
                key={editing.id}
                asset={editing}
                // the kit's toast says it ('Asset saved' and its name)
                onSaved={() => setEditing(null)}
                onCancel={() => setEditing(null)}
              />
            ) : null}
          </AppModal>
          <ShrinkAssetDialog
            asset={shrinking}
            budgetBytes={budget.bytes}
            onClose={() => setShrinking(null)}
            onAdded={(added) => {
              setShrinking(null);
              showToast({
                type: 'success',
                header: MESSAGES.configSuccess,
                content: fillText(T.shrunkAdded, { name: added.name }),
              });
            }}
          />
          <DeleteResourceDialog
            resource={assets}
            items={deleting?.assets ?? null}
            onClose={() => setDeleting(null)}
            {...(deleting?.done ? { onDeleted: deleting.done } : {})}
          />
        </>
      ) : null}
    </PageContainer>
  );
}
