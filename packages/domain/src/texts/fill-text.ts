/**
 * The one way a `{name}` placeholder is filled, in our texts and in the spec's: each from
 * `values`, a placeholder with no value left as written (a missing value shows, never `undefined`).
 */
export const fillText = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** A path or address template filled with URL-encoded values (an id, a query, a cluster). */
export const fillPath = (template: string, values: Readonly<Record<string, string | number>>) =>
  fillText(
    template,
    Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(String(v))])),
  );

/** A path template's `{name}` placeholders in the router's `:name` form. */
export const routePattern = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');
