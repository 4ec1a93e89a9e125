// The bundle budgets of issue 24 and how a build is held to them: what each page downloads is the
// static closure, in Vite's manifest, of the modules it loads (the entry, its route chunks, and the
// chunks the app imports by itself at start), summed gzip. `scripts/check-bundle.mjs` runs it on
// the build; `node scripts/measure-web.mjs` measures the same pages in a browser.

const KiB = 1024;

/**
 * The chunk the app imports by itself on a browser's first visit: the browser check (bowser), after
 * the first paint, when the browser is idle; later visits keep its verdict and skip it. Counted,
 * since a first visit downloads it.
 */
const AT_START = ['src/lib/browser-support.ts'];
const SIGN_IN = ['index.html', 'src/app/routes/home.tsx', ...AT_START];
/** Doc 000 §2's home redirect: the owner lands on /dashboard, the agent on /inbox (the section
 * placeholder's getting-started page until the inbox is built), inside the protected layout. */
const SIGNED_IN = [
  ...SIGN_IN,
  // the grant's and the session's schemas (with zod), fetched as the login request leaves
  'src/lib/session-schemas.ts',
  'src/app/routes/protected-layout.tsx',
];
const OWNER_FIRST_PAGE = [...SIGNED_IN, 'src/app/routes/dashboard.tsx'];
const AGENT_FIRST_PAGE = [...SIGNED_IN, 'src/app/routes/inbox.tsx'];

/**
 * `target`: issue 24's budget. `limit`: what the check enforces, the figure the build had when the
 * check came in plus a little room, until the page reaches its target (then the target is the
 * limit). A change that makes a page bigger than its limit fails; lower a limit as a page shrinks.
 * @typedef {{ js: number, css?: number, files?: number }} TSizes
 * @typedef {{ page: string, modules: string[], limit: TSizes, target: TSizes }} TBudget
 */

/** @type {TBudget[]} */
export const BUDGETS = [
  {
    page: 'sign-in page (/)',
    modules: SIGN_IN,
    limit: { js: 160 * KiB, css: 15 * KiB, files: 12 },
    target: { js: 120 * KiB, css: 15 * KiB, files: 25 },
  },
  {
    page: 'first page of the owner (/dashboard)',
    modules: OWNER_FIRST_PAGE,
    // issue 29: the dashboard replaced the 0.3 KiB placeholder and adds 9.8 KiB and two files
    // (its code, the stats' schemas, the chart; its stylesheet): the limit moved with it
    limit: { js: 250 * KiB, css: 40 * KiB, files: 21 },
    target: { js: 170 * KiB, files: 25 },
  },
  {
    page: 'first page of the agent (/inbox)',
    modules: AGENT_FIRST_PAGE,
    // issue 30: the inbox replaced the placeholder (239.1 KiB, 19 files) and adds 31.4 KiB and
    // 12 files: its list (9.4 KiB), the live events' client (2.9), small shared chunks (8.5), and
    // the endpoint kit and load states shared with the dashboard (10.2); the conversation, its
    // editor and the new-conversation dialog load when first opened. The limit moved with it.
    limit: { js: 272 * KiB, css: 40 * KiB, files: 31 },
    target: { js: 170 * KiB, files: 25 },
  },
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

const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;

/** One measure against its limit and target, as printed: 'JavaScript 130.0 KiB (limit …, target …)'. */
function describe(name, value, limit, target, format) {
  const parts = [
    limit !== undefined && `limit ${format(limit)}`,
    target !== undefined && `target ${format(target)}`,
  ];
  const bounds = parts.filter(Boolean).join(', ');
  return `${name} ${format(value)}${bounds ? ` (${bounds})` : ''}`;
}

/**
 * Each budget against the build: `gzipSize(file)` gives a file's gzip size. Returns one line per
 * page, the pages over their limit, and the pages not yet at their target.
 */
export function checkBudgets(manifest, gzipSize, budgets = BUDGETS) {
  const lines = [];
  const over = [];
  const short = [];
  for (const { page, modules, limit, target } of budgets) {
    const { js, css } = filesOf(manifest, modules);
    const sizes = {
      js: js.reduce((n, f) => n + gzipSize(f), 0),
      css: css.reduce((n, f) => n + gzipSize(f), 0),
      files: js.length + css.length,
    };
    const keys = /** @type {const} */ (['js', 'css', 'files']);
    const beyond = (bound) => keys.filter((k) => bound[k] !== undefined && sizes[k] > bound[k]);
    const overLimit = beyond(limit);
    const shortOfTarget = beyond(target);
    const names = { js: 'JavaScript', css: 'CSS', files: 'files' };
    const text = keys
      .map((k) => describe(names[k], sizes[k], limit[k], target[k], k === 'files' ? String : kib))
      .join(', ');
    const mark = overLimit.length ? '✗' : shortOfTarget.length ? '~' : '✓';
    lines.push(
      `${mark} ${page}: ${text}` +
        (overLimit.length ? ` — over the limit: ${overLimit.map((k) => names[k]).join(', ')}` : ''),
    );
    if (overLimit.length) over.push(page);
    if (shortOfTarget.length) short.push(page);
  }
  return { lines, over, short };
}
