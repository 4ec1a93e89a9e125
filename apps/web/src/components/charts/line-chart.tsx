import { useElementSize } from '@mantine/hooks';
import { useId, useState, type KeyboardEvent } from 'react';
import { niceScale } from './nice-scale';
import classes from './line-chart.module.css';

export interface TLineSeries {
  key: string;
  label: string;
  /** a CSS colour (a Mantine variable) */
  color: string;
}

export interface TLinePoint {
  /** under the axis: short ('Mon 30') */
  tick: string;
  /** what a screen reader hears and the tooltip's heading ('Monday 30 November') */
  label: string;
  values: Readonly<Record<string, number>>;
}

interface TLineChartProps {
  /** the chart's name (its heading's text) */
  label: string;
  /** how to move through it, read after the name */
  keysHint: string;
  series: readonly TLineSeries[];
  points: readonly TLinePoint[];
  height?: number;
  strokeWidth?: number;
}

const PAD = { top: 12, right: 16, bottom: 28, left: 44 } as const;
/** the width of a point's hover and focus target */
const COLUMN = 28;
/** the room a day's tick ('Wed 30') needs, in pixels */
const MIN_TICK_GAP = 56;

/**
 * A small line chart in SVG (issue 29's 7-day chart; decisions: recharts adds 110 KB gzip for
 * seven points). One tab stop: focus lands on the latest point, the arrow keys (and Home, End)
 * move through the others, each read as its label and every series' value, and shown in a
 * tooltip; hovering does the same with the mouse. The legend is text beside coloured marks.
 */
export function LineChart({
  label,
  keysHint,
  series,
  points,
  height = 240,
  strokeWidth = 3,
}: TLineChartProps) {
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  const [chosen, setFocus] = useState(points.length - 1);
  // the tab stop stays on a point when a reload brings fewer
  const focus = Math.min(chosen, points.length - 1);
  const hintId = useId();

  const max = Math.max(0, ...points.flatMap((p) => series.map((s) => p.values[s.key] ?? 0)));
  const scale = niceScale(max);
  const plotW = Math.max(0, width - PAD.left - PAD.right);
  const plotH = height - PAD.top - PAD.bottom;
  const step = points.length > 1 ? plotW / (points.length - 1) : 0;
  const x = (i: number) => PAD.left + (points.length > 1 ? i * step : plotW / 2);
  const y = (v: number) => PAD.top + plotH - (v / scale.max) * plotH;

  /** a point's x as CSS, whatever the plot's measured width */
  const at = (i: number) =>
    points.length > 1
      ? `calc(${PAD.left}px + (100% - ${PAD.left + PAD.right}px) * ${i / (points.length - 1)})`
      : `calc(${PAD.left}px + (100% - ${PAD.left + PAD.right}px) / 2)`;

  // the whole step between points answers the mouse, not the point alone
  const span =
    points.length > 1
      ? `max(${COLUMN}px, (100% - ${PAD.left + PAD.right}px) / ${points.length - 1})`
      : `${COLUMN}px`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = points.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, focus + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, focus - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    setActive(next);
    const target = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[data-point]')[next];
    target?.focus();
  };

  const figures = (p: TLinePoint) => series.map((s) => `${p.values[s.key] ?? 0} ${s.label.toLowerCase()}`);
  const shown = active === null ? null : points[active];

  return (
    <div className={classes.chart}>
      <div
        ref={ref}
        className={classes.plot}
        style={{ height }}
        role="group"
        aria-label={label}
        aria-describedby={hintId}
      >
        <span id={hintId} className={classes.hidden}>
          {keysHint}
        </span>
        {width > 0 ? (
          <svg width={width} height={height} aria-hidden="true" focusable="false">
            {scale.ticks.map((t) => (
              <g key={t}>
                <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} className={classes.grid} />
                <text x={PAD.left - 8} y={y(t)} className={classes.yTick}>
                  {t}
                </text>
              </g>
            ))}
            {points.map((p, i) =>
              // on a narrow plot every other tick (and always the last): side by side they overlap
              step < MIN_TICK_GAP && i % 2 === 1 && i !== points.length - 1 ? null : (
                <text
                  key={p.label}
                  x={x(i)}
                  y={height - 8}
                  className={classes.xTick}
                  // the last day's tick ends at its point, so the plot's edge does not cut it
                  textAnchor={i === points.length - 1 && points.length > 1 ? 'end' : 'middle'}
                >
                  {p.tick}
                </text>
              ),
            )}
            {active !== null ? (
              <line
                x1={x(active)}
                x2={x(active)}
                y1={PAD.top}
                y2={PAD.top + plotH}
                className={classes.guide}
              />
            ) : null}
            {series.map((s) => (
              <g key={s.key} style={{ color: s.color }}>
                <polyline
                  points={points.map((p, i) => `${x(i)},${y(p.values[s.key] ?? 0)}`).join(' ')}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={strokeWidth}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {points.map((p, i) => (
                  <circle
                    key={p.label}
                    cx={x(i)}
                    cy={y(p.values[s.key] ?? 0)}
                    r={i === active ? strokeWidth + 3 : strokeWidth + 1}
                    fill="currentColor"
                  />
                ))}
              </g>
            ))}
          </svg>
        ) : null}
        {points.map((p, i) => (
          <div
            key={p.label}
            data-point
            role="img"
            tabIndex={i === focus ? 0 : -1}
            aria-label={`${p.label}: ${figures(p).join(', ')}`}
            className={classes.column}
            // placed in the plot's own terms, so the points are there (and reachable) before it is measured
            style={{ left: `calc(${at(i)} - ${span} / 2)`, width: span, height }}
            onKeyDown={move}
            onFocus={() => {
              setFocus(i);
              setActive(i);
            }}
            onBlur={() => setActive(null)}
            onMouseEnter={() => setActive(i)}
            onMouseLeave={() => setActive(null)}
          />
        ))}
        {shown && active !== null ? (
          <div
            className={classes.tooltip}
            aria-hidden="true"
            // beside the point, on the side with room, so it hides neither the point nor its line
            style={{
              left: at(active),
              top: PAD.top,
              transform:
                active > (points.length - 1) / 2 ? 'translateX(calc(-100% - 16px))' : 'translateX(16px)',
            }}
          >
            <strong>{shown.label}</strong>
            {series.map((s) => (
              <span key={s.key} className={classes.tooltipRow}>
                <span className={classes.swatch} style={{ background: s.color }} />
                {s.label} <b>{shown.values[s.key] ?? 0}</b>
              </span>
            ))}
          </div>
        ) : null}
      </div>
      <ul className={classes.legend}>
        {series.map((s) => (
          <li key={s.key}>
            <span className={classes.swatch} style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
