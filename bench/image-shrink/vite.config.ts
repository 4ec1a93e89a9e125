import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The bench page and one worker per candidate, built like the app (same alias, production mode);
 * ES workers, as the @jsquash codecs load their .wasm with `new URL(…, import.meta.url)`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./pages', import.meta.url)),
  base: './',
  resolve: { alias: { '@': fileURLToPath(new URL('../../apps/web/src', import.meta.url)) } },
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { emptyOutDir: true, manifest: true },
});
