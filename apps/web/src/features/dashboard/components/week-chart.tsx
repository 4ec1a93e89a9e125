import { Table, Text } from '@mantine/core';
import { DASHBOARD_PAGE_TEXTS as T, DASHBOARD_SERIES, type TStatsBucket } from '@parley/domain';
import { useMemo } from 'react';
import { LineChart, type TLineSeries } from '@/components/charts/line-chart';
import { chartPoints } from './week-figures';

const COLORS: Record<(typeof DASHBOARD_SERIES)[number]['key'], string> = {
  sent: 'var(--mantine-color-blue-6)',
  delivered: 'var(--mantine-color-green-7)',
  failed: 'var(--mantine-color-red-7)',
  received: 'var(--mantine-color-violet-6)',
};
const SERIES: readonly TLineSeries[] = DASHBOARD_SERIES.map((s) => ({ ...s, color: COLORS[s.key] }));

/** The week by day: the chart, and the same figures as a table for those who prefer one. */
export function WeekChart({ week }: { week: readonly TStatsBucket[] }) {
  const points = useMemo(() => chartPoints(week), [week]);
  return (
    <>
      <LineChart label={T.chartHeading} keysHint={T.chartKeys} series={SERIES} points={points} />
      <details>
        <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
          {T.showFigures}
        </Text>
        <Table.ScrollContainer minWidth={420} mt="xs">
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{T.dayColumn}</Table.Th>
                {SERIES.map((s) => (
                  <Table.Th key={s.key} scope="col" ta="right">
                    {s.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((p) => (
                <Table.Tr key={p.label}>
                  <Table.Th scope="row" fw={400}>
                    {p.label}
                  </Table.Th>
                  {SERIES.map((s) => (
                    <Table.Td key={s.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {p.values[s.key]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
    </>
  );
}
