import { fileURLToPath } from 'node:url';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Component tests that need a module graph of their own: they replace modules with `vi.mock`
 * (hoisted, so a module an earlier file already loaded would stay real), or assert what shows
 * while a lazy route is still loading. Every other test shares its worker's graph.
 */
const ISOLATED = [
  'src/app/root-error-boundary.test.tsx',
  'src/app/routes/home.test.tsx',
  'src/components/asset-picker/asset-picker.test.tsx',
  'src/components/image-shrink/shrink-offer.test.tsx',
  'src/features/add-feature/components/add-feature-dialog.test.tsx',
  'src/features/add-feature/components/add-feature-first-use.test.tsx',
  'src/features/add-feature/components/add-feature-trigger.test.tsx',
  'src/features/assets/components/assets-page.test.tsx',
  'src/lib/error-reporting.test.ts',
];

function webProject(
  name: string,
  files: { include: string[]; exclude?: string[] },
  isolate: boolean,
): TestProjectInlineConfiguration {
  return defineProject({
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    test: {
      name,
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      // https: the session cookie is Secure, and jsdom drops Secure cookies on plain http
      environmentOptions: { jsdom: { url: 'https://localhost/' } },
      setupFiles: ['./vitest.setup.ts'],
      ...files,
      isolate,
      unstubGlobals: true,
      restoreMocks: true,
      // a test with several axe passes takes 5 s and more when the two cores are busy (CI runs the
      // projects side by side); the default 5 s made such tests fail on load, not on behaviour
      testTimeout: 20_000,
    },
  });
}

/**
 * Two projects: most files share one module graph per worker (isolate: false), since importing
 * React, Mantine and the app again for every file was most of the step (163 s → about 62 s on
 * two cores); the files above keep a fresh graph each.
 */
export const webProjects = [
  webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED }, false),
  webProject('web-isolated', { include: ISOLATED }, true),
];

export default webProjects[0];
