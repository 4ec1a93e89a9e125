import { SegmentedControl } from '@mantine/core';

interface TReportRangeProps<V extends string | number> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A report's range: a few fixed choices (the last 7, 30, 90 days…), one of them chosen. */
export function ReportRange<V extends string | number>({
  label,
  value,
  options,
  onChange,
}: TReportRangeProps<V>) {
  return (
    <SegmentedControl
      aria-label={label}
      value={String(value)}
      onChange={(chosen) => {
        const option = options.find((o) => String(o.value) === chosen);
        if (option) onChange(option.value);
      }}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
    />
  );
}
