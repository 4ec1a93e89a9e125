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
    // Each file keeps a fresh module graph. Sharing one per worker (isolate: false) halved the
    // step's CPU but made tests depend on the order files ran in (a lazy route or the emoji data
    // loaded by an earlier file changes what a later one sees): a flaky CI is worse than a slow one.
    unstubGlobals: true,
    restoreMocks: true,
    // a test with several axe passes takes 5 s and more when the two cores are busy (CI runs the
    // projects side by side); the default 5 s made such tests fail on load, not on behaviour
    testTimeout: 20_000,
  },
});
