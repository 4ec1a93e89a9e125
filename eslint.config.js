import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';

/** The folders directly under `dir`, read at lint time: a new feature or module gets its zone. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per folder: a file in one may import nothing from a sibling. (A single zone with `*`
 * in target and from never fired: import-x compares the two globs, not the folders they match.)
 */
const apartZones = (root, message) =>
  foldersOf(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message,
  }));

const WEB = './apps/web/src';

/** What every file keeps to, tests included. */
export const BASE_ZONES = [
  // domain is pure: it imports neither the server nor the browser
  { target: './packages/domain', from: ['./apps'], message: 'packages/domain imports nothing from apps.' },
  // the server and the browser never import each other
  { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
  { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
  // in web: components/lib <- features <- shell <- app; a feature never imports another feature
  { target: `${WEB}/components`, from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/shell`] },
  { target: `${WEB}/lib`, from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/shell`, `${WEB}/resources`] },
  // resources/: the resource clients every feature shares (createResource of a domain definition)
  {
    target: `${WEB}/resources`,
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/shell`, `${WEB}/components`],
  },
  { target: `${WEB}/features`, from: [`${WEB}/app`, `${WEB}/shell`] },
  ...apartZones(
    `${WEB}/features`,
    'A feature never imports another feature; compose them in app/routes or the shell.',
  ),
  ...apartZones(
    './apps/server/src/modules',
    'A server module never imports another module; what they share goes to lib/ or packages/domain.',
  ),
];

/** And what the app that ships keeps to: tests may reach across to set a stage. */
export const SHIPPED_ZONES = [
  ...BASE_ZONES,
  {
    target: `${WEB}/shell`,
    from: `${WEB}/app`,
    message: 'The shell never imports app/: the routes compose the shell.',
  },
  {
    target: ['app', 'shell', 'features', 'components', 'lib', 'config', 'resources'].map(
      (dir) => `${WEB}/${dir}`,
    ),
    from: `${WEB}/testing`,
    message: 'Only tests import src/testing.',
  },
];

/**
 * Queries live in repositories (issue 25): in a server module only `repository.ts` and
 * `*-repository.ts` may import Drizzle or the tables, so a `routes.ts` stays thin handlers. Tests
 * may (they read the tables to check what a call wrote). A pattern, not a path zone: `drizzle-orm`
 * is a package, and import-x's zones compare files.
 */
export const REPOSITORY_ZONE = {
  files: ['apps/server/src/modules/**/*.ts'],
  allowed: ['**/repository.ts', '**/*-repository.ts', '**/*.test.ts'],
  patterns: [
    {
      regex: '^drizzle-orm(/|$)',
      message: 'Only a repository (repository.ts or *-repository.ts) imports Drizzle in a module.',
    },
    {
      regex: '(^|/)db/schema(/|$)',
      message: 'Only a repository (repository.ts or *-repository.ts) imports the tables in a module.',
    },
  ],
};

/** File names in kebab-case (`sign-in-page.tsx`, `session-controller.test.ts`). */
const KEBAB_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const fileNames = {
  rules: {
    'kebab-case': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = context.filename.split(/[\\/]/).pop() ?? '';
        return {
          Program(node) {
            if (!KEBAB_FILE.test(name))
              context.report({ node, message: `File name '${name}' is not kebab-case.` });
          },
        };
      },
    },
  },
};

const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message:
    'Read the environment only in apps/server/src/config.ts (or apps/web/src/config/env.ts for import.meta.env).',
};

/** Issue 25: every `{placeholder}` is filled through fillText / fillPath (domain texts/fill-text.ts). */
const noHandFilledPlaceholder = {
  selector:
    "CallExpression[callee.property.name=/^replace(All)?$/][arguments.0.type='Literal'][arguments.0.value=/^\\{\\w+\\}$/]",
  message: 'Fill placeholders with fillText or fillPath from @parley/domain.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'file-names': fileNames },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver': {
        typescript: {
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', noProcessEnv, noHandFilledPlaceholder],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'file-names/kebab-case': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: BASE_ZONES }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: SHIPPED_ZONES }] },
  },
  {
    files: REPOSITORY_ZONE.files,
    ignores: REPOSITORY_ZONE.allowed,
    rules: { 'no-restricted-imports': ['error', { patterns: REPOSITORY_ZONE.patterns }] },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/domain/src/validation/text.ts', 'packages/domain/src/messaging/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noProcessEnv,
        noHandFilledPlaceholder,
        {
          // issue 10: a NUL byte reached PostgreSQL and answered 500
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use text() from validation/text.ts: it refuses NUL bytes and lone surrogates.',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'process',
        'Buffer',
        'localStorage',
        'sessionStorage',
      ],
    },
  },
  {
    files: [
      'apps/server/src/config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '**/*.config.{js,ts,mjs}',
      '**/vitest.setup.*',
      'apps/server/test/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        noProcessEnv,
        noHandFilledPlaceholder,
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env only in src/config/env.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/config/env.ts', 'apps/web/vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
