interface TSparklineProps {
  values: readonly number[];
  /** what a screen reader hears: the figures in words */
  label: string;
  width?: number;
  height?: number;
}

/** A trend in a table cell: one line, no axes, its figures in its name. */
export function Sparkline({ values, label, width = 96, height = 24 }: TSparklineProps) {
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - 4) / (values.length - 1) : 0;
  const points = values.map((v, i) => `${2 + i * step},${height - 2 - (v / max) * (height - 4)}`).join(' ');
  return (
    <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block' }}>
      <polyline
        points={points}
        fill="none"
        stroke="var(--mantine-color-red-7)"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
    </svg>
  );
}
