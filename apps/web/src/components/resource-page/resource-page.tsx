import { Button, Group, Text, type MantineSize } from '@mantine/core';
import { can, itemNameOf, type TItemOf, type TResourceDefinition } from '@parley/domain';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import {
  ResourceDataTable,
  deleteAction,
  onOffDeleteActions,
  type TDataTableAction,
  type TDataTableColumn,
  type TDataTableContext,
  type TResourceDataTableProps,
  ResourceCsvExport,
} from '@/components/data-table';
import { AppDrawer } from '@/components/dialog/app-drawer';
import { AppModal } from '@/components/dialog/app-modal';
import { DeleteResourceDialog } from '@/components/dialog/delete-resource-dialog';
import { PageContainer } from '@/components/layout/page-container';
import type { TResourceClient } from '@/lib/create-resource';
import type { TApiResult } from '@/lib/envelope';
import { useSignedInSession } from '@/lib/session';
import { useResourceActions } from '@/lib/use-resource-actions';
import { RowEditDelete } from './row-edit-delete';
import { useAddFromAddress } from './use-add-from-address';

/** The page's words, from its text file in the domain (texts/<page>-page.ts). */
export interface TResourcePageTexts {
  title: string;
  intro?: string;
  tableLabel: string;
  /** the Add button and the dialog's titles: needed with a form */
  add?: string;
  addTitle?: string;
  editTitle?: string;
}

/** How an item is on or off and what switches it, when that is not one boolean field (a user's status). */
export interface TOnOff<Item> {
  isOn: (item: Item) => boolean;
  changes: (on: boolean) => Partial<Item>;
}

export interface TResourcePageProps<D extends TResourceDefinition> {
  resource: TResourceClient<D>;
  texts: TResourcePageTexts;
  /** the table's columns; `onEdit` opens the form on an item, null when the caller may not change */
  columns: (onEdit: ((item: TItemOf<D>) => void) | null) => TDataTableColumn<TItemOf<D>>[];
  /**
   * the add and edit form: `item` absent for a new one; none, no Add and no edit (users). `prefill`:
   * a new one's fields the address gave (`prefillParams`)
   */
  form?: (props: {
    item?: TItemOf<D>;
    prefill?: Readonly<Record<string, string>>;
    onSaved: () => void;
    onCancel: () => void;
  }) => ReactNode;
  /**
   * the address parameters a new item's form may be filled in from when the address opens Add
   * (`?new=1&phone=…`, config/add-links.ts); none by default
   */
  prefillParams?: readonly string[];
  /** the dialog's size for a large form (default md) */
  formSize?: MantineSize;
  /** where the form opens: a dialog (default) or a drawer beside the table (an editor of several parts) */
  formIn?: 'dialog' | 'drawer';
  /** false: the form edits only, items come from elsewhere (numbers are bought on their own page) */
  add?: boolean;
  /** beside the page's title (a badge that says what the page runs on) */
  headerActions?: ReactNode;
  /** the page's own entries of the Actions menu, before Enable, Disable and Delete */
  moreActions?: readonly TDataTableAction<TItemOf<D>>[];
  /** the boolean field Enable and Disable set ('enabled'); with neither this nor `onOff`, Delete alone */
  switchField?: keyof TItemOf<D> & string;
  /** Enable and Disable on something other than a boolean field (a user's status) */
  onOff?: TOnOff<TItemOf<D>>;
  /** how one item takes a change when not by its update route (a user's status has its own) */
  changeItem?: (item: TItemOf<D>, changes: Partial<TItemOf<D>>) => Promise<TApiResult<unknown>>;
  /** each row's own Edit and Delete buttons at its end, beside the Actions menu */
  rowButtons?: boolean;
  /** what the page tells its table beyond the kit's: a search of its own, the words for no rows */
  table?: Pick<
    TResourceDataTableProps<D>,
    'emptyText' | 'noResults' | 'searchBox' | 'searchQuery' | 'query' | 'filters' | 'initialFilters'
  >;
  /** the toolbar's export, when not the kit's Export CSV of every page (the log's, written by a job) */
  exportButton?: (table: TDataTableContext<TItemOf<D>>) => ReactNode;
  /** the CSV file's name before its date ('break-types') */
  exportName: string;
  /** where the table keeps which columns are shown (doc 001 §9: a cookie for 365 days) */
  visibilityCookie: string;
  initialSort: { id: string; desc?: boolean };
}

/** Enable and Disable as one boolean field of the item. */
const fieldSwitch = <Item,>(field: string): TOnOff<Item> => ({
  isOn: (item) => (item as Record<string, unknown>)[field] === true,
  changes: (on) => ({ [field]: on }) as Partial<Item>,
});

/**
 * A resource's page (issue 25: one page, not one per resource): its items on the server-driven
 * data table, searched, filtered, sorted and paged by the server; with the definition's write rule,
 * added and changed in a dialog (where the page has a form), the selected ones enabled, disabled
 * (a boolean field, or the page's own `onOff`) or deleted (one bulk call where the definition offers
 * it); every item the search and filters match exported as CSV. Pages that need more say so through
 * options, not a copy of this page: contacts (their phone search, the archived hint), webhooks (a
 * switch in each row), users (no form; their status route).
 */
export function ResourcePage<D extends TResourceDefinition>(props: TResourcePageProps<D>) {
  type Item = TItemOf<D>;
  const { resource, texts: T, switchField, form } = props;
  const { definition } = resource;
  const session = useSignedInSession();
  const editable = definition.access.write ? can(session, definition.access.write) : false;
  const { change } = useResourceActions(resource, props.changeItem ? { change: props.changeItem } : {});
  const [editing, setEditing] = useState<{ item?: Item; prefill?: Record<string, string> } | null>(null);
  const [deleting, setDeleting] = useState<{ items: Item[]; done?: () => void } | null>(null);
  const makeColumns = props.columns;
  const changeable = editable && form !== undefined;
  const addable = changeable && props.add !== false;
  const onEdit = changeable ? (item: Item) => setEditing({ item }) : null;
  const columns = useMemo(
    () => makeColumns(changeable ? (item) => setEditing({ item }) : null),
    [makeColumns, changeable],
  );
  const nameOf = (item: Item) => itemNameOf(definition, item as never);
  const idOf = (item: Item) => String((item as Record<string, unknown>)[definition.idField]);
  const canDelete = definition.operations.includes('delete');
  const { onOff, moreActions } = props;
  const actions = useMemo((): TDataTableAction<Item>[] => {
    const onDelete = (chosen: Item[], done: () => void) => setDeleting({ items: chosen, done });
    const switching = onOff ?? (switchField ? fieldSwitch<Item>(switchField) : undefined);
    const more = moreActions ?? [];
    if (!switching)
      return canDelete ? [...more, deleteAction(onDelete, definition.deleteTexts?.verb?.action)] : [...more];
    const all = onOffDeleteActions<Item>({
      label: definition.label,
      name: (item) => itemNameOf(definition, item as never),
      isOn: switching.isOn,
      switchTo: (chosen, on) => change(chosen, switching.changes(on)),
      onDelete,
    });
    return [...more, ...(canDelete ? all : all.slice(0, -1))];
  }, [definition, change, canDelete, onOff, switchField, moreActions]);
  const close = () => setEditing(null);
  useAddFromAddress(addable, props.prefillParams, (prefill) => setEditing({ prefill }));
  const FormFrame = props.formIn === 'drawer' ? AppDrawer : AppModal;
  const rowActions =
    props.rowButtons && editable
      ? (item: Item) => (
          <RowEditDelete
            name={nameOf(item)}
            onEdit={onEdit ? () => onEdit(item) : undefined}
            onDelete={canDelete ? () => setDeleting({ items: [item] }) : undefined}
          />
        )
      : undefined;

  return (
    // a table page: the whole width (doc 001 §2 allows any of 16)
    <PageContainer title={T.title} width={16} actions={props.headerActions}>
      {T.intro || addable ? (
        <Group justify="space-between" align="center">
          <Text c="dimmed">{T.intro}</Text>
          {addable ? (
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({})}>
              {T.add}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <ResourceDataTable
        {...props.table}
        label={T.tableLabel}
        resource={resource}
        columns={columns}
        getRowId={idOf}
        rowLabel={nameOf}
        visibilityCookie={props.visibilityCookie}
        initialSort={props.initialSort}
        {...(editable && actions.length > 0 ? { actions } : {})}
        {...(rowActions ? { rowActions } : {})}
        toolbar={(table) =>
          props.exportButton ? (
            props.exportButton(table)
          ) : (
            <ResourceCsvExport resource={resource} table={table} baseName={props.exportName} />
          )
        }
      />
      {form ? (
        <FormFrame
          opened={editing !== null}
          onClose={close}
          size={props.formSize}
          title={editing?.item ? T.editTitle : T.addTitle}
        >
          {editing ? (
            // a fresh form for each item opened
            <Fragment key={editing.item ? idOf(editing.item) : 'new'}>
              {form({
                ...(editing.item ? { item: editing.item } : {}),
                ...(editing.prefill ? { prefill: editing.prefill } : {}),
                onSaved: close,
                onCancel: close,
              })}
            </Fragment>
          ) : null}
        </FormFrame>
      ) : null}
      {canDelete ? (
        // a list that cannot be deleted from (the caller names) has no delete words
        <DeleteResourceDialog
          resource={resource}
          items={deleting?.items ?? null}
          onClose={() => setDeleting(null)}
          {...(deleting?.done ? { onDeleted: deleting.done } : {})}
        />
      ) : null}
    </PageContainer>
  );
}
