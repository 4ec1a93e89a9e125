// jsdom lays nothing out and its Range has no client rects; CodeMirror measures text through them.
// Empty rects let the view run in component tests (layout is checked in the browser tests).
export function stubRangeRects() {
  const empty = () => ({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 0,
    bottom: 0,
    width: 0,
    height: 0,
    toJSON: () => ({}),
  });
  Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => empty() as DOMRect;
}
