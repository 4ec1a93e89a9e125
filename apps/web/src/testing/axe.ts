import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * axe on a rendered component, for states the browser tests cannot hold still (a dialog while it
 * loads, a load that failed). jsdom lays nothing out, so colour contrast is left to the browser
 * tests; so is `region`, which judges a whole page, not a component.
 */
export async function expectNoAxeViolations(root: Element = document.body, what = 'the component') {
  const results = await axe.run(root, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    // the passes' and inapplicable rules' nodes are never read: only violations carry theirs
    resultTypes: ['violations'],
  });
  expect(
    results.violations.map((v) => `${v.impact ?? ''} ${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}
