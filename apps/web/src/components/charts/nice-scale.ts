/** A count axis: 0 to a round maximum at or above `max`, in about four whole steps. */
export function niceScale(max: number, intervals = 4): { max: number; ticks: number[] } {
  const raw = Math.max(1, max / intervals);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw && Number.isInteger(s)) ??
    10 * magnitude;
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  return { max: top, ticks };
}
