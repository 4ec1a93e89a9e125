// The bundle budgets of issue 24 and how a build is held to them: what each page downloads is the
// static closure, in Vite's manifest, of the modules it loads (the entry, its route chunks, and the
// chunks the app imports by itself at start), summed gzip. `scripts/check-bundle.mjs` runs it on
// the build; `node scripts/measure-web.mjs` measures the same pages in a browser.

const KiB = 1024;

/** The chunk the app imports by itself on every first load: the browser check (bowser). */
const AT_START = ['src/lib/browser-support.ts'];
const SIGN_IN = ['index.html', 'src/app/routes/home.tsx', ...AT_START];
/** Doc 000 §2's home redirect: the owner lands on /dashboard, the agent on /inbox; both pages are
 * the section placeholder inside the protected layout until built. */
const FIRST_PAGE = [
  ...SIGN_IN,
  'src/app/routes/protected-layout.tsx',
  'src/app/routes/section-placeholder.tsx',
];

/** @typedef {{ page: string, modules: string[], js: number, css?: number, files?: number }} TBudget */

/** @type {TBudget[]} */
export const BUDGETS = [
  { page: 'sign-in page (/)', modules: SIGN_IN, js: 120 * KiB, css: 15 * KiB, files: 25 },
  { page: 'first page of the owner (/dashboard)', modules: FIRST_PAGE, js: 170 * KiB, files: 25 },
  { page: 'first page of the agent (/inbox)', modules: FIRST_PAGE, js: 170 * KiB, files: 25 },
];

/**
 * @typedef {{ file: string, imports?: string[], css?: string[], isEntry?: boolean }} TManifestChunk
 * @typedef {Record<string, TManifestChunk>} TManifest
 */

/** The manifest key of a module: exact, or the one key that ends with (or holds) the given path. */
function keyOf(manifest, module) {
  if (manifest[module]) return module;
  const found = Object.keys(manifest).filter((k) => k.endsWith(module) || k.includes(module));
  if (found.length !== 1)
    throw new Error(`${found.length ? 'several' : 'no'} chunks in the manifest for ${module}`);
  return found[0];
}

/** Every file (scripts and stylesheets) the modules need: their chunks and static imports. */
export function filesOf(manifest, modules) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(keyOf(manifest, module));
  return { js: [...js], css: [...css] };
}

/**
 * Each budget against the build: `gzipSize(file)` gives a file's gzip size. Returns one line per
 * page, and the pages over budget.
 */
export function checkBudgets(manifest, gzipSize, budgets = BUDGETS) {
  const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
  const lines = [];
  const over = [];
  for (const budget of budgets) {
    const { js, css } = filesOf(manifest, budget.modules);
    const jsBytes = js.reduce((n, f) => n + gzipSize(f), 0);
    const cssBytes = css.reduce((n, f) => n + gzipSize(f), 0);
    const files = js.length + css.length;
    const misses = [
      jsBytes > budget.js && `JavaScript ${kib(jsBytes)} > ${kib(budget.js)}`,
      budget.css !== undefined && cssBytes > budget.css && `CSS ${kib(cssBytes)} > ${kib(budget.css)}`,
      budget.files !== undefined && files > budget.files && `${files} files > ${budget.files}`,
    ].filter(Boolean);
    lines.push(
      `${misses.length ? '✗' : '✓'} ${budget.page}: JavaScript ${kib(jsBytes)} of ${kib(budget.js)}, ` +
        `CSS ${kib(cssBytes)}${budget.css === undefined ? '' : ` of ${kib(budget.css)}`}, ${files} files` +
        (budget.files === undefined ? '' : ` of ${budget.files}`) +
        (misses.length ? ` — over: ${misses.join(', ')}` : ''),
    );
    if (misses.length) over.push(budget.page);
  }
  return { lines, over };
}
