import { describe, expect, it } from 'vitest';
import { BUILT_ROUTES } from '@/app/built-routes';
import { BUILT_PATHS } from './built-pages';
import { PAGES } from './nav';

// The built list is found from the route modules' `// @page` lines (scripts/registries.mjs): a
// line with a typo would make a route nobody reaches, so each must name a page of the sidebar.
describe('built pages', () => {
  it('are each a page of nav.ts, with a route module', () => {
    const pages = new Set(PAGES.map((p) => p.path));
    for (const path of BUILT_PATHS) {
      expect(pages.has(path), path).toBe(true);
      expect(BUILT_ROUTES[path], path).toBeTypeOf('function');
    }
  });
});
