// ESLint flat config: type-aware typescript-eslint (strict + stylistic), React hooks for the
// client, and the import direction of the architecture (STYLE.md, bulletproof-react):
//   components | lib | config | graphql | i18n  ->  features  ->  routes  ->  app
// and on the server: platform -> domains -> graphql -> app/main (serverLayers below).
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
  // The vehicle selector's header button and the vehicle list's "choose" button open its panel.
  ['vehicles', 'panels'],
  // Offline writes (issue 5): the cart and the newsletter form show what waits for the network
  // and react to replays through the offline-queue slice, the one record of queued changes.
  ['cart', 'offline-queue'],
  ['newsletter', 'offline-queue'],
  // Offline search (issue 18): without a network the search runs over the products the device
  // holds, and it learns that from the one online status hook.
  ['search', 'pwa'],
  // Accounts (issue 15): the header's account button opens its panel through the panels slice;
  // logout clears the worker's and Apollo's personal caches (pwa/clear-personal-data.ts); the
  // forms check e-mail addresses with the shop's one rule (newsletter/email-rule.ts).
  ['account', 'panels'],
  ['account', 'pwa'],
  ['account', 'newsletter'],
  // Back-in-stock sign-ups (issue 16) may be made offline: like the newsletter form, the alert
  // form shows its sign-up waiting and learns of its replay through the offline-queue slice.
  ['stock-alerts', 'offline-queue'],
  // Recommendations (issue 16) show the catalogue's own product cards and card model, so a
  // recommended product looks and behaves like it does in every list.
  ['recommendations', 'catalogue'],
  // Markets (issue 17): a market change forgets the worker's and Apollo's cached answers
  // (pwa/clear-personal-data.ts), as a logout does; the flag reads the channel's markets.
  ['market', 'pwa'],
  ['market', 'channel'],
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
      message:
        'The client must not import server code: a rule both sides need belongs in shared/, ' +
        'types come through the SDL and codegen',
    },
    // shared/ holds what the client and the server both run (validators, quantity limits,
    // package stock, shipping policy, money), so each rule has one home. Both import it; it
    // imports neither, nor anything that needs a DOM, a database or Node.
    {
      target: './shared',
      from: ['./src', './server', './sw', './scripts', './bench'],
      message: 'shared/ is imported by the client and the server and must import neither',
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

/**
 * The server's folders from the bottom up (issue 14): a folder may import the folders before it
 * in this list, never one after it. Platform first, then the domains in the order a purchase
 * builds on them, then the GraphQL layer and the process entry that compose them all.
 * A new folder under server/ must be placed here (the config refuses to load otherwise).
 */
const serverLayers = [
  // Platform: no shop rules, used by every domain.
  'generated', // codegen's resolver types (gitignored)
  'db',
  'cache',
  'i18n',
  'errors',
  'idempotency',
  'http',
  'list-index', // the in-memory list and search engine: pure, knows no domain
  'mail', // the one mail module: SMTP_URL or the DATA_DIR/outbox/ folder, texts per language
  // Domains, each with its resolvers, stores (*-store.ts) and rules (*-rules.ts).
  'images',
  'vehicles',
  'site',
  'accounts', // logins, sessions, password resets; later domains ask ctx.auth who is calling
  'catalogue',
  'search',
  'shipping',
  'cart',
  'orders',
  'payments',
  'checkout',
  'newsletter',
  'reviews', // reviews and questions behind a review service; reads orders for verified purchases
  'stock-alerts', // back-in-stock sign-ups and their mails once a size is restocked (issue 16)
  'favourites', // a logged-in shopper's favourites on the server, merged with the device's at login
  'recommendations', // others also bought (orders) and popular in the category (list index)
  'content', // widget areas (front page, content pages), drafts, editors' HTML sanitised
  // Composition: the schema's resolver map, yoga, the request context; then the process.
  'graphql',
];
/** Top-level server files: they compose everything (app.ts, main.ts, config.ts, shutdown.ts). */
const serverEntryFiles = ['app.ts', 'main.ts', 'config.ts', 'shutdown.ts'];
/** Folders outside the layers: the demo seed and its command line, test helpers, the SDL. */
const serverToolFolders = ['seed', 'cli', 'test', 'testing', 'schema'];

/**
 * Imports against the direction, allowed on purpose, as [importer folder, imported file] (the
 * file relative to server/). Keep this list short and say why for each entry.
 * @type {Array<[string, string]>}
 */
const allowedUpwardServerImports = [
  // A change to a cart whose order awaits payment cancels that unpaid order first, in the same
  // transaction under the cart's lock (cart-change.ts, cart-add.ts): the cart rule names it.
  ['cart', 'orders/order-cancel.ts'],
  // Every domain's resolvers receive the per-request Context; the module holds that interface
  // only (consistent-type-imports makes each import of it `import type`), so no code runs up.
  ...serverLayers
    .slice(serverLayers.indexOf('images'), serverLayers.indexOf('graphql'))
    .map((folder) => /** @type {[string, string]} */ ([folder, 'graphql/context.ts'])),
];

function serverZones() {
  let present = [];
  try {
    present = readdirSync(path.join(root, 'server'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    // no server folder: nothing to check
  }
  const unplaced = present.filter(
    (name) => !serverLayers.includes(name) && !serverToolFolders.includes(name),
  );
  if (unplaced.length > 0) {
    throw new Error(
      `eslint.config.js: place server/${unplaced.join(', server/')} in serverLayers ` +
        '(the order server folders may import each other in)',
    );
  }
  const entries = serverEntryFiles.map((file) => `./server/${file}`);
  const layerZones = serverLayers.map((folder, index) => ({
    target: `./server/${folder}`,
    from: './server',
    except: [
      ...serverLayers.slice(0, index + 1).map((f) => `./${f}`),
      ...allowedUpwardServerImports
        .filter(([importer]) => importer === folder)
        .map(([, imported]) => `./${imported}`),
    ],
    message:
      `server/${folder} may import only the server folders listed before it in serverLayers ` +
      '(eslint.config.js), never the entry files, seed, cli or test helpers; deliberate ' +
      'exceptions are listed there with their reasons',
  }));
  return [
    ...layerZones,
    {
      // Run-time code never reads the demo seed: data it needs lives in its domain.
      target: [
        ...serverLayers.map((f) => `./server/${f}`),
        ...entries.filter((f) => f !== './server/main.ts'),
      ],
      from: './server/seed',
      message:
        'Only the seed, its command line, tests and the bench import server/seed/; run-time ' +
        'code keeps the data it needs in its own domain (e.g. server/images/brand-defs.ts)',
    },
    {
      // The process entry fills an empty database with the demo catalogue before it listens,
      // so `npm start` on a fresh data dir is a working shop; no request path reaches the seed.
      target: './server/main.ts',
      from: './server/seed',
      except: ['./seed.ts', './clear-catalogue.ts'],
      message: 'server/main.ts may import only seed.ts and clear-catalogue.ts of the seed',
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
          alias: { '@': [path.join(root, 'src')], '@shared': [path.join(root, 'shared')] },
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
    // shared/ runs in the browser and in Node: plain functions only.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                'react',
                'react-*',
                '@apollo/*',
                '@reduxjs/*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'shared/ is plain code for both sides: no Node, React, Apollo or database.',
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
    // The server's import direction (serverLayers). Tests and test helpers may reach any layer:
    // a test drives the app from the top.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**', 'server/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones(), ...serverZones()] },
      ],
    },
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
