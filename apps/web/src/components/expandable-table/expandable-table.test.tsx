import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXPANDABLE_TABLE_TEXTS, fillText } from '@parley/domain';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { ExpandableTable } from './expandable-table';
import type { TExpandableRowExtras } from './types';

interface TRow extends TExpandableRowExtras {
  id: string;
  calls: number;
}
const rows: TRow[] = [
  {
    id: 'r1',
    displayName: 'Olivia Owens',
    clientId: 'CL1',
    editable: true,
    calls: 3,
    subTableData: {
      headers: ['Number', 'Calls'],
      rows: [
        ['+15550100001', 2],
        ['+15550100002', 1],
      ],
    },
    workflows: [{ name: 'Support line', id: 'WF1', routeTag: 'support' }],
  },
  { id: 'r2', displayName: 'Sam Lee', calls: 0 },
];
const toggleOf = (name: string) =>
  screen.getByRole('button', { name: fillText(EXPANDABLE_TABLE_TEXTS.showDetails, { name: name }) });

const render = () =>
  renderWithProviders(
    <ExpandableTable
      label="Agents"
      rows={rows}
      rowId={(r) => r.id}
      columns={[
        { id: 'name', header: 'Name', cell: (r) => r.displayName },
        { id: 'calls', header: 'Calls', cell: (r) => <button type="button">{`${r.calls} calls`}</button> },
      ]}
    />,
  );

describe('the expandable-row table', () => {
  it('opens a row’s sub-table, workflows, client id and editable mark when the row is clicked', async () => {
    const { user, container } = render();
    expect(toggleOf('Olivia Owens')).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('cell', { name: 'Olivia Owens' }));
    expect(toggleOf('Olivia Owens')).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('table', { name: 'Details of Olivia Owens' });
    expect(
      within(details)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Number', 'Calls']);
    expect(within(details).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Workflows of Olivia Owens' })).toHaveTextContent('Support line');
    expect(screen.getByRole('list', { name: 'Workflows of Olivia Owens' })).toHaveTextContent('support');
    expect(screen.getByText('CL1')).toBeInTheDocument();
    expect(screen.getByText(EXPANDABLE_TABLE_TEXTS.editable)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('cell', { name: 'Olivia Owens' }));
    expect(screen.queryByRole('table', { name: 'Details of Olivia Owens' })).not.toBeInTheDocument();
  });

  it('keeps one row open at a time, and says when a row has no details', async () => {
    const { user } = render();
    await user.click(toggleOf('Olivia Owens'));
    await user.click(toggleOf('Sam Lee'));
    expect(toggleOf('Olivia Owens')).toHaveAttribute('aria-expanded', 'false');
    expect(toggleOf('Sam Lee')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('table', { name: 'Details of Olivia Owens' })).not.toBeInTheDocument();
    expect(screen.getByText(EXPANDABLE_TABLE_TEXTS.noDetails)).toBeInTheDocument();
  });

  it('works from the keyboard, and a control inside a row does not toggle it', async () => {
    const { user } = render();
    await user.tab();
    expect(toggleOf('Olivia Owens')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggleOf('Olivia Owens')).toHaveAttribute('aria-expanded', 'true');
    expect(toggleOf('Olivia Owens')).toHaveAttribute('aria-controls');
    await user.keyboard(' ');
    expect(toggleOf('Olivia Owens')).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: '0 calls' }));
    expect(toggleOf('Sam Lee')).toHaveAttribute('aria-expanded', 'false');
  });
});
