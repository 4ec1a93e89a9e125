/**
 * An element's text as a screen reader reads it out: without what is hidden from it (a mark with
 * aria-hidden, such as the menu's "Soon", or a hidden note that only describes the element).
 */
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"], [hidden]').forEach((n) => n.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
