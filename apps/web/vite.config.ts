import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

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

/**
 * Libraries in a few chunks by what loads them together, instead of one file per module (issue 24:
 * 82–122 requests a page): React and the router and queries every page needs at start; the form
 * kit's validation; the editor; phone numbers. The rest (Mantine by component, the app's own code)
 * is split by the bundler along the routes.
 */
const VENDOR_CHUNKS: Array<[name: string, packages: RegExp]> = [
  ['react', /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-)?query(-core)?)\//],
  ['forms', /node_modules\/(zod|react-hook-form|@hookform\/resolvers)\//],
  ['codemirror', /node_modules\/(@codemirror\/[^/]+|@lezer\/[^/]+|style-mod|w3c-keyname|crelt)\//],
  [
    'mantine',
    /node_modules\/(@mantine\/(core|hooks)|@floating-ui\/[^/]+|react-remove-scroll[^/]*|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|use-composed-ref|use-latest|use-isomorphic-layout-effect|tslib|get-nonce|detect-node-es|aria-hidden|clsx|tabbable)\//,
  ],
];
function vendorChunkOf(id: string): string | null {
  // a stylesheet stays with the module that imports it: Mantine's CSS is loaded per page
  if (id.endsWith('.css')) return null;
  return VENDOR_CHUNKS.find(([, packages]) => packages.test(id))?.[0] ?? null;
}

export default defineConfig({
  plugins: [
    react(),
    emojibaseData(),
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
          groups: [{ name: vendorChunkOf }],
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
