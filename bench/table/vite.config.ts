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
        wrapper: fileURLToPath(new URL('./pages/wrapper.html', import.meta.url)),
        plain: fileURLToPath(new URL('./pages/plain.html', import.meta.url)),
        data: fileURLToPath(new URL('./pages/data.html', import.meta.url)),
      },
    },
  },
});
