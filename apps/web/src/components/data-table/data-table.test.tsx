import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_TABLE_TEXTS, TABLE_PAGE_SIZES } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { DataTable, type TRowsDataTableProps } from './data-table';
import { people, personColumns, type TPerson } from './test-rows';

const ROWS = people(30);

function renderTable(props: Partial<TRowsDataTableProps<TPerson>> = {}) {
  return renderWithProviders(
    <DataTable<TPerson>
      label="People"
      rows={ROWS}
      columns={personColumns}
      getRowId={(p) => p.id}
      rowLabel={(p) => p.name}
      {...props}
    />,
  );
}

/** The body rows' first data cell (the name), in order. */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    )
    .map((cells) => cells.find((t) => t && /^[A-Z][a-z]+ \d+$/.test(t)) ?? cells.join('|'));

afterEach(() => {
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

describe('DataTable on loaded rows', () => {
  it('shows the first 10 rows of 30 in a real table with its header, and pages of 10 … 500', async () => {
    const { user } = renderTable();
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Status', 'Calls']);
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Ada 1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()[0]).toBe('Kai 11');
    await user.click(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.rowsPerPage }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(TABLE_PAGE_SIZES.map(String));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(names()).toHaveLength(25);
  });

  it('sorts by a header button, with aria-sort on the column header', async () => {
    const { user } = renderTable();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names().slice(0, 3)).toEqual(['Ada 1', 'Ada 13', 'Ada 25']);
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toBe('Lu 24');
  });

  it('searches every searchable column, and says No results found', async () => {
    const { user } = renderTable();
    await user.type(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.search }), 'person2');
    // person2, person20 … person29
    expect(names()).toHaveLength(10);
    await user.clear(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.search }));
    await user.type(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.search }), 'nobody');
    expect(screen.getByText(DATA_TABLE_TEXTS.noResults)).toBeInTheDocument();
  });

  it('filters by user status: active, inactive, all', async () => {
    const { user } = renderTable({ rows: people(6) });
    const status = screen.getByRole('textbox', { name: 'User status' });
    expect(status).toHaveValue('All');
    await user.click(status);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Active', 'Inactive', 'All']);
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    expect(names()).toEqual(['Ada 1', 'Di 4']);
    await user.click(status);
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(names()).toHaveLength(6);
  });

  it("selects rows with labelled boxes and says 'n/total selected'; a new search text clears it", async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderTable({ selectable: true, onSelectionChange });
    expect(screen.getByText('0/30 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo 2' }));
    expect(screen.getByText('2/30 selected')).toBeInTheDocument();
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0], ROWS[1]]);
    await user.click(screen.getByRole('checkbox', { name: DATA_TABLE_TEXTS.selectAll }));
    expect(screen.getByText('30/30 selected')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.search }), 'Ada');
    expect(screen.getByText('0/3 selected')).toBeInTheDocument();
    // select all takes the rows the search leaves, not the 27 it hides
    await user.click(screen.getByRole('checkbox', { name: DATA_TABLE_TEXTS.selectAll }));
    expect(screen.getByText('3/3 selected')).toBeInTheDocument();
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0], ROWS[12], ROWS[24]]);
  });

  it('select all takes every filtered row, not only the page shown; the selection stays across pages', async () => {
    const { user } = renderTable({ selectable: true });
    const selectAll = () => screen.getByRole('checkbox', { name: DATA_TABLE_TEXTS.selectAll });
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo 2' }));
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'true');
    await user.click(selectAll());
    expect(screen.getByText('30/30 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('checkbox', { name: 'Select Lu 24' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select Lu 24' }));
    expect(screen.getByText('29/30 selected')).toBeInTheDocument();
    expect(selectAll()).not.toBeChecked();
    await user.click(selectAll());
    await user.click(selectAll());
    expect(screen.getByText('0/30 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ada 1' })).not.toBeChecked();
  });

  it('a filter change clears the selection: Actions never reach a row the filter hides', async () => {
    const onClick = vi.fn();
    const { user } = renderTable({ rows: people(6), actions: [{ label: 'Disable', onClick }] });
    // Bo 2 is active: the Inactive filter hides it
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo 2' }));
    expect(screen.getByText('1/6 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'User status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    expect(screen.getByText('0/2 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DATA_TABLE_TEXTS.actions })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // back to All: the row is shown again, not selected again
    await user.click(screen.getByRole('textbox', { name: 'User status' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(screen.getByRole('checkbox', { name: 'Select Bo 2' })).not.toBeChecked();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a selected row that leaves the list (changed, deleted) leaves the selection', async () => {
    const onClick = vi.fn();
    const rows = people(6);
    function Harness() {
      const [shown, setShown] = useState<readonly TPerson[]>(rows);
      return (
        <>
          {/* Bo 2 is switched off elsewhere (its own switch, another tab) */}
          <button
            type="button"
            onClick={() =>
              setShown(rows.map((p) => (p.id === 'P2' ? { ...p, status: 'inactive' as const } : p)))
            }
          >
            Switch Bo off
          </button>
          <DataTable<TPerson>
            label="People"
            rows={shown}
            columns={personColumns}
            getRowId={(p) => p.id}
            rowLabel={(p) => p.name}
            actions={[{ label: 'Disable', onClick }]}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'User status' }));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cy 3' }));
    expect(screen.getByText('2/4 selected')).toBeInTheDocument();
    // the Active filter hides it now
    await user.click(screen.getByRole('button', { name: 'Switch Bo off' }));
    expect(await screen.findByText('1/3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.actions }));
    await user.click(screen.getByRole('menuitem', { name: 'Disable' }));
    expect(onClick).toHaveBeenCalledWith([rows[2]], expect.anything());
  });

  it('a sort or a page size keeps the selection: every row stays in the list, on some page', async () => {
    const { user } = renderTable({ selectable: true });
    await user.click(screen.getByRole('checkbox', { name: 'Select Bo 2' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(screen.getByText('1/30 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.rowsPerPage }));
    await user.click(screen.getByRole('option', { name: '50' }));
    expect(screen.getByText('1/30 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Bo 2' })).toBeChecked();
  });

  it('goes back to the first page on a new search, filter or sort', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(names()[0]).toBe('Ivy 21');
    await user.type(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.search }), 'person');
    expect(names()[0]).toBe('Ada 1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(names().slice(0, 2)).toEqual(['Ada 1', 'Ada 13']);
  });

  it('keeps the Actions menu disabled with its tooltip until a row is selected, then runs on the selection', async () => {
    const onClick = vi.fn();
    const { user } = renderTable({ actions: [{ label: 'Disable', onClick }] });
    const actions = screen.getByRole('button', { name: DATA_TABLE_TEXTS.actions });
    expect(actions).toHaveAttribute('aria-disabled', 'true');
    expect(actions).toHaveAccessibleDescription(DATA_TABLE_TEXTS.selectRowToEnableActions);
    await user.hover(actions);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(DATA_TABLE_TEXTS.selectRowToEnableActions);
    await user.click(actions);
    expect(screen.queryByRole('menuitem', { name: 'Disable' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Cy 3' }));
    const enabled = screen.getByRole('button', { name: DATA_TABLE_TEXTS.actions });
    expect(enabled).not.toHaveAttribute('aria-disabled');
    await user.click(enabled);
    await user.click(screen.getByRole('menuitem', { name: 'Disable' }));
    expect(onClick).toHaveBeenCalledWith([ROWS[2]], expect.objectContaining({ server: false }));
  });

  it('a reset flag clears the selection, the search and the filters', async () => {
    function Harness() {
      const [reset, setReset] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setReset((n) => n + 1)}>
            Reset
          </button>
          <DataTable<TPerson>
            label="People"
            rows={ROWS}
            columns={personColumns}
            getRowId={(p) => p.id}
            rowLabel={(p) => p.name}
            selectable
            reset={reset}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('textbox', { name: 'User status' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await user.type(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.search }), 'Ada');
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada 1' }));
    expect(screen.getByText('1/3 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('0/30 selected')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: DATA_TABLE_TEXTS.search })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'User status' })).toHaveValue('All');
  });

  it('hides a column from the Columns menu and keeps that in a cookie for 365 days; select and actions stay', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    const { user, unmount } = renderTable({
      visibilityCookie: 'people',
      selectable: true,
      rowActions: () => 'x',
    });
    await user.click(screen.getByRole('button', { name: DATA_TABLE_TEXTS.columns }));
    const group = screen.getByRole('group', { name: DATA_TABLE_TEXTS.columns });
    expect(within(group).queryByRole('checkbox', { name: /select|actions/i })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: 'Email' }));
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    const written = cookie.mock.calls.at(-1)?.[0] ?? '';
    expect(written).toMatch(/^parley_columns_people=/);
    expect(written).toContain('Max-Age=31536000');
    expect(decodeURIComponent(written)).toContain('"email":false');
    cookie.mockRestore();
    unmount();
    renderTable({ visibilityCookie: 'people', selectable: true, rowActions: () => 'x' });
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: DATA_TABLE_TEXTS.selectAll })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: DATA_TABLE_TEXTS.rowActions })).toBeInTheDocument();
  });

  it('gives the toolbar slot every filtered row, not only the page, and the visible columns for CSV', async () => {
    let seen: { rows: readonly TPerson[]; columns: string[] } | null = null;
    const { user } = renderTable({
      toolbar: (table) => (
        <button
          type="button"
          onClick={() =>
            (seen = { rows: table.filteredRows(), columns: table.csvColumns().map((c) => c.header) })
          }
        >
          Export CSV
        </button>
      ),
    });
    await user.click(screen.getByRole('textbox', { name: 'User status' }));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(seen!.rows).toHaveLength(20);
    expect(seen!.columns).toEqual(['Name', 'Email', 'Status', 'Calls']);
  });

  it('says it is loading, not No results found, while rows are still coming', () => {
    renderTable({ rows: [], loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText(DATA_TABLE_TEXTS.loading)).toBeInTheDocument();
    expect(screen.queryByText(DATA_TABLE_TEXTS.noResults)).not.toBeInTheDocument();
  });

  it('without pages shows every row in one body and no pager', () => {
    renderTable({ rows: people(40), paginate: false });
    expect(names()).toHaveLength(40);
    expect(screen.queryByRole('textbox', { name: DATA_TABLE_TEXTS.rowsPerPage })).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '41');
  });

  it('is axe-clean with selection, actions and a row actions column', async () => {
    renderTable({
      actions: [{ label: 'Delete', onClick: () => {} }],
      rowActions: (p) => <button type="button">Edit {p.name}</button>,
    });
    await expectNoAxeViolations(document.body, 'the data table');
  });
});
