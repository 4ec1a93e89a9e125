import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { pageGroups } from './build/page-groups.ts';
import { staticClosure, type TModuleGraph } from './build/start-closure.ts';

const api = 'http://localhost:8080';
// Everything the API server answers; the rest is the single-page app.
const proxied = ['/v3', '/v4', '/docs', '/legal', '/healthz', '/brand', '/campaign', '/media'];

/** Where the emoji picker reads its data (components/emoji-picker/emoji-data-url.ts says the same). */
const EMOJIBASE_PATH = '/emojibase';
/** The portal is in English: the one locale served. */
const EMOJI_LOCALES = ['en'];
const require = createRequire(import.meta.url);

interface TEmojibaseEmoji {
  label: string;
  emoji: string;
  group?: number;
  subgroup?: number;
  version: number;
  tags?: string[];
  skins?: Array<{ emoji: string; tone?: number | number[] }>;
}

/**
 * emojibase-data's file as served: only what frimousse reads (emoji, label, group, subgroup,
 * version, tags, skins' emoji and tone) and only the emojis it shows (those with a group), about
 * half the bytes of the package's file.
 */
function emojibaseFile(locale: string, file: 'data' | 'messages'): string {
  const text = readFileSync(require.resolve(`emojibase-data/${locale}/${file}.json`), 'utf8');
  if (file === 'messages') return text;
  const emojis = (JSON.parse(text) as TEmojibaseEmoji[])
    .filter((e) => e.group !== undefined)
    .map(({ label, emoji, group, subgroup, version, tags, skins }) => ({
      label,
      emoji,
      group,
      subgroup,
      version,
      tags,
      skins: skins?.map(({ emoji, tone }) => ({ emoji, tone })),
    }));
  return JSON.stringify(emojis);
}

/**
 * The emoji picker's data from the portal itself, not frimousse's default CDN: the portal runs
 * without the internet. Served in dev, emitted into the build under /emojibase/{locale}/.
 */
function emojibaseData(): Plugin {
  const files = EMOJI_LOCALES.flatMap((locale) =>
    (['data', 'messages'] as const).map((file) => ({ locale, file, path: `${locale}/${file}.json` })),
  );
  return {
    name: 'parley-emojibase-data',
    configureServer(server) {
      server.middlewares.use(EMOJIBASE_PATH, (req, res, next) => {
        const wanted = files.find((f) => req.url === `/${f.path}`);
        if (!wanted) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : emojibaseFile(wanted.locale, wanted.file));
      });
    },
    generateBundle() {
      for (const { locale, file, path } of files)
        this.emitFile({
          type: 'asset',
          fileName: `${EMOJIBASE_PATH.slice(1)}/${path}`,
          source: emojibaseFile(locale, file),
        });
    },
  };
}

const MANTINE =
  /node_modules\/(@mantine\/(core|hooks)|@floating-ui\/[^/]+|react-remove-scroll[^/]*|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|use-composed-ref|use-latest|use-isomorphic-layout-effect|tslib|get-nonce|detect-node-es|aria-hidden|clsx|tabbable)\//;

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/**
 * What the sign-in page loads before it paints: the entry and the home route, whose session gate
 * shows the login form; and what the first page after sign-in adds (the signed-in layout and the
 * section placeholder of both home pages). scripts/bundle-budget.mjs holds both pages to budgets.
 */
const START_ROOTS = ['src/main.tsx', 'src/app/routes/home.tsx'].map(fromHere);
const FIRST_PAGE_ROOTS = [
  'src/app/routes/protected-layout.tsx',
  'src/app/routes/section-placeholder.tsx',
].map(fromHere);
/**
 * The owner's first page, the dashboard: the Mantine it draws joins the layout's Mantine (one file
 * fewer, and not the 37 KiB of every other component); its own code stays in its route chunk.
 */
const OWNER_HOME_ROOT = fromHere('src/app/routes/dashboard.tsx');
/** The modules each page loads, worked out once per build from the first chunking call. */
let pageModules: { start: Set<string>; firstPage: Set<string>; ownerHome: Set<string> } | null = null;
/**
 * 'start', 'first-page' or null: the first of the two pages that loads the module (with
 * `withOwnerHome`, the first page counts the dashboard's modules).
 */
function firstLoadedBy(
  id: string,
  graph: TModuleGraph,
  withOwnerHome = false,
): 'start' | 'first-page' | null {
  pageModules ??= {
    start: staticClosure(graph, START_ROOTS),
    firstPage: staticClosure(graph, FIRST_PAGE_ROOTS),
    ownerHome: staticClosure(graph, [OWNER_HOME_ROOT]),
  };
  if (pageModules.start.has(id)) return 'start';
  if (pageModules.firstPage.has(id)) return 'first-page';
  return withOwnerHome && pageModules.ownerHome.has(id) ? 'first-page' : null;
}
const ROUTE = /\/apps\/web\/src\/app\/routes\//;
const REACT = /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-)?query(-core)?)\//;
const ZOD = /node_modules\/zod\//;
const FORMS = /node_modules\/(react-hook-form|@hookform\/resolvers)\//;
const CODEMIRROR = /node_modules\/(@codemirror\/[^/]+|@lezer\/[^/]+|style-mod|w3c-keyname|crelt)\//;
/** Libraries that a group of their own takes, whichever page loads them. */
const grouped = (id: string) => [REACT, ZOD, FORMS, CODEMIRROR, MANTINE].some((lib) => lib.test(id));
/**
 * What the budgets' pages load (scripts/bundle-budget.mjs: the sign-in page and the first page
 * after it, with the session's schemas and the browser check): never in a route pages' group.
 */
const BUDGET_ROOTS = [
  ...START_ROOTS,
  ...FIRST_PAGE_ROOTS,
  OWNER_HOME_ROOT,
  ...['src/lib/session-schemas.ts', 'src/lib/browser-support.ts'].map(fromHere),
];
/**
 * How many bytes (of source, before minifying) a route page may download beyond what it did
 * before its page groups were merged, so that it loads fewer files. Measured (docs/decisions.md,
 * issue 24): 30,000 added 4–5 KiB to /webhooks and /asset-manager for one or two files fewer.
 */
const PAGE_WASTE = 20_000;
let pageGroupOf: Map<string, string> | null = null;
let early: Set<string> | null = null;
/** What the budgets' pages load, worked out once per build. */
const loadedEarly = (graph: TModuleGraph) => (early ??= staticClosure(graph, BUDGET_ROOTS));
/** The route pages' shared groups, of modules that the budgets' pages do not load. */
function sharedByPages(graph: TModuleGraph): Map<string, string> {
  if (pageGroupOf) return pageGroupOf;
  const routes = [...staticClosure(graph, START_ROOTS, () => true)].filter(
    (id) => ROUTE.test(id) && !START_ROOTS.includes(id) && !FIRST_PAGE_ROOTS.includes(id),
  );
  pageGroupOf = pageGroups({
    graph,
    routes,
    eligible: (id) =>
      (!id.endsWith('.css') || id.endsWith('.module.css')) &&
      !ROUTE.test(id) &&
      !loadedEarly(graph).has(id) &&
      !grouped(id),
    libraryGroupOf: (id) =>
      mantineOf(null, 'mantine')(id, graph) ??
      (CODEMIRROR.test(id) ? 'codemirror' : FORMS.test(id) ? 'forms' : null),
    maxWaste: PAGE_WASTE,
  });
  return pageGroupOf;
}
const APP = /\/apps\/web\/src\/.*\.tsx?$/;
/** The group of the app's own modules `page` loads first, but for the pages' roots themselves. */
const appOf = (page: 'first-page', name: string) => (id: string, graph: TModuleGraph) =>
  APP.test(id) && !FIRST_PAGE_ROOTS.includes(id) && firstLoadedBy(id, graph) === page ? name : null;

/**
 * The app's and the domain's modules (and icons) the dashboard adds to the layout, in one file beside its
 * route chunk (other pages that need one of them load it too: a few KiB, one request).
 */
const ownerHomeOf = (id: string, graph: TModuleGraph) =>
  /\/(apps\/web\/src|packages\/domain\/src|node_modules\/@tabler\/icons-react)\/.*\.m?[jt]sx?$/.test(id) &&
  id !== OWNER_HOME_ROOT &&
  firstLoadedBy(id, graph, true) === 'first-page' &&
  firstLoadedBy(id, graph) === null
    ? 'owner-home'
    : null;

/** The Mantine group of the modules `page` loads first (null: the rest of Mantine). */
const mantineOf = (page: 'start' | 'first-page' | null, name: string) => (id: string, graph: TModuleGraph) =>
  !id.endsWith('.css') && MANTINE.test(id) && firstLoadedBy(id, graph, true) === page ? name : null;

/**
 * Libraries in a few chunks by what loads them together, instead of one file per module (issue 24:
 * 82–122 requests a page): React and the router and queries every page needs at start; Mantine
 * in three, what the sign-in page draws, what the signed-in layout adds and the rest; zod, which
 * the session's answers need (after the sign-in page: lib/auth-api.ts); the form kit; the editor;
 * the app's own modules that the entry loads, and those the signed-in layout adds. The rest of the
 * app's code and the other libraries are split by the bundler along the routes.
 * A group also takes what its modules import (`includeDependenciesRecursively`), so the order
 * matters: a higher priority chooses first, and React must not land in the form kit's chunk.
 * A stylesheet stays with the module that imports it: Mantine's CSS is loaded per page.
 */
const GROUPS: CodeSplittingGroup[] = [
  {
    name: 'react',
    test: REACT,
  },
  // the sign-in page downloads only the Mantine it draws, the first page what its layout adds,
  // not every component of every page
  { name: mantineOf('start', 'mantine-start'), debugName: 'mantine-start' },
  { name: mantineOf('first-page', 'mantine-layout'), debugName: 'mantine-layout' },
  { name: mantineOf(null, 'mantine'), debugName: 'mantine' },
  { name: 'zod', test: ZOD },
  { name: 'forms', test: FORMS },
  // the app's own modules the entry loads, in one file instead of a dozen small shared ones
  { name: 'start', test: /\/(apps\/web\/src|packages\/domain\/src)\/.*\.tsx?$/, tags: ['$initial'] },
  // and those the signed-in layout adds (its route chunks stay apart, the router loads them)
  { name: appOf('first-page', 'layout'), debugName: 'layout' },
  { name: ownerHomeOf, debugName: 'owner-home', includeDependenciesRecursively: false },
  { name: 'codemirror', test: CODEMIRROR },
  // the app's modules and libraries that two route pages or more load, merged (build/page-groups.ts)
  {
    name: (id: string, graph: TModuleGraph) => sharedByPages(graph).get(id) ?? null,
    debugName: 'pages',
    // every module such a group's modules import is in a group already (above, or another page
    // group); taking them along would let one page group take another's modules
    includeDependenciesRecursively: false,
  },
];
/** Each group before the next: the first in the list chooses its modules first. */
const VENDOR_GROUPS = GROUPS.map((group, index) => ({ ...group, priority: GROUPS.length - index }));

/** Forgets the pages' modules when a build begins, so a rebuild works them out again. */
const pageModulesPerBuild: Plugin = {
  name: 'parley-page-modules',
  buildStart() {
    pageModules = null;
    pageGroupOf = null;
    early = null;
  },
};

export default defineConfig({
  plugins: [
    react(),
    emojibaseData(),
    pageModulesPerBuild,
    // Each text file beside its brotli (quality 11) and gzip (level 9) forms, made once at build so
    // the server sends the smallest one the browser accepts without compressing per request
    // (plugins/web.ts). A form no smaller than the file is not written.
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // the manifest lets scripts/check-bundle.mjs hold each page to its budget
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: VENDOR_GROUPS,
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
  },
});
