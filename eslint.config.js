import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message:
    'Read the environment only in apps/server/src/config.ts (or apps/web/src/config/env.ts for import.meta.env).',
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
    plugins: { 'import-x': importX },
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
      'no-restricted-syntax': ['error', noProcessEnv],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // domain is pure: it imports neither the server nor the browser
            {
              target: './packages/domain',
              from: ['./apps'],
              message: 'packages/domain imports nothing from apps.',
            },
            // the server and the browser never import each other
            { target: './apps/server', from: './apps/web', message: 'The server never imports the web app.' },
            { target: './apps/web', from: './apps/server', message: 'The web app never imports the server.' },
            // in web: components/lib <- features <- app; a feature never imports another feature
            {
              target: './apps/web/src/components',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/shell'],
            },
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/shell'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: './apps/web/src/features/*',
              from: './apps/web/src/features/*',
              except: ['.'],
              message: 'A feature never imports another feature; compose them in app/routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/domain/src/validation/text.ts', 'packages/domain/src/messaging/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noProcessEnv,
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
