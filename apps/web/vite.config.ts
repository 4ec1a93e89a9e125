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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, changeOrigin: false }])),
  },
});
