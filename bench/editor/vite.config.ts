import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The two bench pages, built like the app (same alias, same React plugin, production mode). */
export default defineConfig({
  root: fileURLToPath(new URL('./pages', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('../../apps/web/src', import.meta.url)) } },
  logLevel: 'warn',
  build: {
    emptyOutDir: true,
    rollupOptions: {
      input: {
        composer: fileURLToPath(new URL('./pages/composer.html', import.meta.url)),
        textarea: fileURLToPath(new URL('./pages/textarea.html', import.meta.url)),
      },
    },
  },
});
