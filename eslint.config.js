// ESLint flat config: type-aware typescript-eslint (strict + stylistic), React hooks for the
// client, and the import direction of the architecture (STYLE.md, bulletproof-react):
//   components | lib | config | graphql | i18n  ->  features  ->  routes  ->  app
// Formatting is Prettier's job; nothing here fights it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Lower layers of src/ that may be imported from anywhere in the client, never the reverse. */
const sharedLayers = ['components', 'lib', 'config', 'graphql', 'i18n'];

/**
 * Cross-feature imports that are allowed on purpose, as [importer, imported] feature names.
 * Keep this list short and say why for each entry; anything else that two features share
 * belongs in a lower layer (components, lib, graphql...) or is composed in a route.
 * @type {Array<[string, string]>}
 */
const allowedCrossFeatureImports = [
  // The panels slice coordinates the side panels (spec: one content panel open at a time);
  // the cart and the navigation open and close their own panel through it.
  ['cart', 'panels'],
  ['navigation', 'panels'],
  // Offline writes (issue 5): the cart and the newsletter form show what waits for the network
  // and react to replays through the offline-queue slice, the one record of queued changes.
  ['cart', 'offline-queue'],
  ['newsletter', 'offline-queue'],
  // Accounts (issue 15): the header's account button opens its panel through the panels slice;
  // logout clears the worker's and Apollo's personal caches (pwa/clear-personal-data.ts); the
  // forms check e-mail addresses with the shop's one rule (newsletter/email-rule.ts).
  ['account', 'panels'],
  ['account', 'pwa'],
  ['account', 'newsletter'],
];

/**
 * Files of src/app that features and routes may import: the typed Redux hooks
 * (`useAppDispatch`, `useAppSelector`) live in app/hooks.ts (Redux Toolkit's layout) and only
 * carry the store's types, so they do not turn the import direction around.
 */
const appFilesForEveryone = ['./hooks.ts'];

function listFeatures() {
  try {
    return readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function layerZones() {
  const features = listFeatures();
  return [
    ...sharedLayers.map((layer) => ({
      target: `./src/${layer}`,
      from: ['./src/features', './src/routes', './src/app'],
      message: `src/${layer} is a lower layer: it must not import features, routes or app`,
    })),
    {
      target: './src/features',
      from: './src/routes',
      message: 'Features must not import routes: routes compose features',
    },
    {
      target: './src/features',
      from: './src/app',
      except: appFilesForEveryone,
      message: 'Features must not import app (except app/hooks.ts): app composes routes',
    },
    {
      target: './src/routes',
      from: './src/app',
      except: appFilesForEveryone,
      message: 'Routes must not import app (except app/hooks.ts): app composes routes',
    },
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [
        `./${feature}`,
        ...allowedCrossFeatureImports
          .filter(([importer]) => importer === feature)
          .map(([, imported]) => `./${imported}`),
      ],
      message:
        'Features must not import other features (compose them in a route, or move the shared ' +
        'part to a lower layer). Deliberate exceptions are listed in eslint.config.js',
    })),
    {
      target: ['./server', './scripts', './bench'],
      from: ['./src', './sw'],
      message: 'The server and tooling must not import client code',
    },
    {
      target: './src',
      from: './server',
      // The checkout form runs the server's own validators (pure functions), so the two cannot
      // drift apart: the form refuses exactly what placeOrder refuses.
      except: ['./validation'],
      message: 'The client must not import server code; share types through the SDL and codegen',
    },
    {
      target: './sw',
      from: './src',
      except: ['./config'],
      message:
        'The service worker may import only plain constants (src/config) from the client, ' +
        'never React, Apollo or app code',
    },
  ];
}

/** A tiny local rule: file names are kebab-case (`cart-drawer.tsx`, `cart-slice.test.ts`). */
const kebabCaseFilenames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Require kebab-case file names' },
    schema: [],
    messages: { notKebab: 'File name "{{name}}" is not kebab-case (e.g. cart-drawer.tsx).' },
  },
  create(context) {
    const name = path.basename(context.filename);
    const segment = '[a-z0-9]+(?:-[a-z0-9]+)*';
    const kebab = new RegExp(`^${segment}(?:\\.${segment})*$`);
    return {
      Program(node) {
        if (!kebab.test(name)) context.report({ node, messageId: 'notKebab', data: { name } });
      },
    };
  },
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'dist-*/',
      '.e2e-data*/',
      'data/',
      'data-*/',
      '.e2e-data/',
      '**/generated/',
      'coverage/',
      'playwright-report/',
      'test-results/',
      'test-results-*/',
      'bench/.cache/',
      'dev-dist/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // tsconfig.json is a solution file referencing tsconfig.app/sw/node.json; the project
        // service picks the referenced project that includes each file.
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    plugins: {
      'import-x': importX,
      local: { rules: { 'kebab-case-filenames': kebabCaseFilenames } },
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
          // NodeNext code imports './x.js' for './x.ts'.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          alias: { '@': [path.join(root, 'src')] },
        }),
      ],
    },
    rules: {
      'local/kebab-case-filenames': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `env['PORT']`: bracket access marks a key that may be missing.
      '@typescript-eslint/dot-notation': ['error', { allowIndexSignaturePropertyAccess: true }],
      // `onClick={() => setOpen(false)}` is idiomatic React.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `value || fallback` on strings deliberately treats '' as missing (env vars, form fields).
      '@typescript-eslint/prefer-nullish-coalescing': [
        'error',
        { ignorePrimitives: { string: true } },
      ],
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@apollo/*', '@reduxjs/*', 'react-redux', 'i18next'],
              message: 'The service worker uses only plain constants and pure caching rules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**', 'bench/**', 'tests/**', '*.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Command-line tools and benchmarks report on stdout.
    files: ['scripts/**', 'bench/**', 'server/cli/**', 'server/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Plain JavaScript (this file, scripts/*.mjs) is outside the tsconfigs: lint it untyped.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
