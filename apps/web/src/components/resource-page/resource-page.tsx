import { Button, Group, Text } from '@mantine/core';
import { can, itemNameOf, type TItemOf, type TResourceDefinition } from '@parley/domain';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import {
  ResourceDataTable,
  onOffDeleteActions,
  type TDataTableColumn,
  ResourceCsvExport,
} from '@/components/data-table';
import { AppModal } from '@/components/dialog/app-modal';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { PageContainer } from '@/components/layout/page-container';
import type { TResourceClient } from '@/lib/create-resource';
import { useSignedInSession } from '@/lib/session';
import { useResourceActions } from '@/lib/use-resource-actions';

/** The page's words, from its text file in the domain (texts/<page>-page.ts). */
export interface TResourcePageTexts {
  title: string;
  intro: string;
  tableLabel: string;
  add: string;
  addTitle: string;
  editTitle: string;
}

export interface TResourcePageProps<D extends TResourceDefinition> {
  resource: TResourceClient<D>;
  texts: TResourcePageTexts;
  /** the table's columns; `onEdit` opens the form on an item, null when the caller may not change */
  columns: (onEdit: ((item: TItemOf<D>) => void) | null) => TDataTableColumn<TItemOf<D>>[];
  /** the add and edit form: `item` absent for a new one */
  form: (props: { item?: TItemOf<D>; onSaved: () => void; onCancel: () => void }) => ReactNode;
  /** the boolean field Enable and Disable set ('enabled') */
  switchField: keyof TItemOf<D> & string;
  /** the CSV file's name before its date ('break-types') */
  exportName: string;
  /** where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days) */
  visibilityCookie: string;
  initialSort: { id: string; desc?: boolean };
}

/**
 * A resource's page (issue 25: one page, not one per resource): its items on the server-driven
 * data table, searched, filtered, sorted and paged by the server; with the definition's write rule,
 * added and changed in a dialog, the selected ones enabled, disabled or deleted (one bulk call where
 * the definition offers it); every item the search and filters match exported as CSV.
 */
export function ResourcePage<D extends TResourceDefinition>(props: TResourcePageProps<D>) {
  type Item = TItemOf<D>;
  const { resource, texts: T, switchField } = props;
  const { definition } = resource;
  const session = useSignedInSession();
  const editable = definition.access.write ? can(session, definition.access.write) : false;
  const { change } = useResourceActions(resource);
  const [editing, setEditing] = useState<{ item?: Item } | null>(null);
  const [deleting, setDeleting] = useState<{ items: Item[]; done: () => void } | null>(null);
  const makeColumns = props.columns;
  const columns = useMemo(
    () => makeColumns(editable ? (item) => setEditing({ item }) : null),
    [makeColumns, editable],
  );
  const nameOf = (item: Item) => itemNameOf(definition, item as never);
  const idOf = (item: Item) => String((item as Record<string, unknown>)[definition.idField]);
  const actions = useMemo(
    () =>
      onOffDeleteActions<Item>({
        label: definition.label,
        name: (item) => itemNameOf(definition, item as never),
        isOn: (item) => (item as Record<string, unknown>)[switchField] === true,
        switchTo: (chosen, on) => change(chosen, { [switchField]: on } as Partial<Item>),
        onDelete: (chosen, done) => setDeleting({ items: chosen, done }),
      }),
    [definition, switchField, change],
  );
  const close = () => setEditing(null);

  return (
    // a table page: the whole width (doc 001 §2 allows any of 16)
    <PageContainer title={T.title} width={16}>
      <Group justify="space-between" align="center">
        <Text c="dimmed">{T.intro}</Text>
        {editable ? (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
            {T.add}
          </Button>
        ) : null}
      </Group>
      <ResourceDataTable
        label={T.tableLabel}
        resource={resource}
        columns={columns}
        getRowId={idOf}
        rowLabel={nameOf}
        visibilityCookie={props.visibilityCookie}
        initialSort={props.initialSort}
        {...(editable ? { actions } : {})}
        toolbar={(table) => (
          <ResourceCsvExport resource={resource} table={table} baseName={props.exportName} />
        )}
      />
      <AppModal opened={editing !== null} onClose={close} title={editing?.item ? T.editTitle : T.addTitle}>
        {editing ? (
          // a fresh form for each item opened
          <Fragment key={editing.item ? idOf(editing.item) : 'new'}>
            {props.form({ ...(editing.item ? { item: editing.item } : {}), onSaved: close, onCancel: close })}
          </Fragment>
        ) : null}
      </AppModal>
      <DeleteResourceDialog
        resource={resource}
        items={deleting?.items ?? null}
        onClose={() => setDeleting(null)}
        {...(deleting ? { onDeleted: deleting.done } : {})}
      />
    </PageContainer>
  );
}
