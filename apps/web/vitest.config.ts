import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    // https: the session cookie is Secure, and jsdom drops Secure cookies on plain http
    environmentOptions: { jsdom: { url: 'https://localhost/' } },
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    unstubGlobals: true,
    restoreMocks: true,
    // a test with several axe passes takes 5 s and more when the two cores are busy (CI runs the
    // projects side by side); the default 5 s made such tests fail on load, not on behaviour
    testTimeout: 20_000,
  },
});
