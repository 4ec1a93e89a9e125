import { describe, expect, it } from 'vitest';
import { checkBudgets, filesOf } from './bundle-budget.mjs';

const KiB = 1024;
// a small build: the entry and a route share a vendor chunk; the route has its own stylesheet
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_react.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'], css: ['assets/form.css'] },
};
const sizes = {
  'assets/index.js': 20 * KiB,
  'assets/react.js': 60 * KiB,
  'assets/home.js': 5 * KiB,
  'assets/form.js': 30 * KiB,
  'assets/index.css': 4 * KiB,
  'assets/form.css': 6 * KiB,
};
const gzipSize = (file) => sizes[file];
const page = (limit, target = limit) => ({
  page: 'sign-in',
  modules: ['index.html', 'src/app/routes/home.tsx'],
  limit,
  target,
});

describe('bundle budgets', () => {
  it('counts each file a page needs once, through static imports, with their stylesheets', () => {
    const { js, css } = filesOf(manifest, ['index.html', 'src/app/routes/home.tsx']);
    expect(js.sort()).toEqual(['assets/form.js', 'assets/home.js', 'assets/index.js', 'assets/react.js']);
    expect(css.sort()).toEqual(['assets/form.css', 'assets/index.css']);
  });

  it('passes a page within its limits (115 KiB of JavaScript, 10 KiB of CSS, 6 files)', () => {
    const { over, lines } = checkBudgets(manifest, gzipSize, [
      page({ js: 115 * KiB, css: 10 * KiB, files: 6 }),
    ]);
    expect(over).toEqual([]);
    expect(lines[0]).toMatch(/^✓ sign-in: JavaScript 115\.0 KiB/);
  });

  it('fails a page whose JavaScript, CSS or file count passes its limit', () => {
    for (const limit of [
      { js: 114 * KiB, css: 10 * KiB, files: 6 },
      { js: 115 * KiB, css: 9 * KiB, files: 6 },
      { js: 115 * KiB, css: 10 * KiB, files: 5 },
    ]) {
      const { over, lines } = checkBudgets(manifest, gzipSize, [page(limit)]);
      expect(over).toEqual(['sign-in']);
      expect(lines[0]).toMatch(/^✗ .*over the limit/);
    }
  });

  it('passes a page within its limit but short of its target, and says so', () => {
    const { over, short, lines } = checkBudgets(manifest, gzipSize, [
      page({ js: 120 * KiB }, { js: 100 * KiB }),
    ]);
    expect(over).toEqual([]);
    expect(short).toEqual(['sign-in']);
    expect(lines[0]).toMatch(/^~ sign-in: JavaScript 115\.0 KiB \(limit 120\.0 KiB, target 100\.0 KiB\)/);
  });

  it('refuses a page module the build does not have, rather than counting nothing', () => {
    expect(() => filesOf(manifest, ['src/app/routes/missing.tsx'])).toThrow(/no chunks/);
  });
});
