import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('./shared', import.meta.url));
const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));
const api = 'http://127.0.0.1:8081';

/** The web app manifest lives at the repo root (static, with "id": "/"): serve and emit it. */
function webManifest(): Plugin {
  return {
    name: 'atvhuset:web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(manifestPath));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: readFileSync(manifestPath),
      });
    },
  };
}

// Library modules the entry imports only through a barrel but only lazy chunks use: react-i18next's
// Trans with its HTML parser serves the install offer alone, which loads when there is an offer.
const onlyLazy =
  /node_modules\/(react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js|html-parse-stringify|void-elements)/;

// Libraries every page needs, split by how often they change, so a release of app code leaves
// the vendor chunks cached. Route screens are lazy chunks of their own, and so are the
// persistence libraries (redux-persist, apollo3-cache-persist): the first paint needs neither,
// so they stay out of these groups (issue 18, the start page's JS budget).
const vendorGroups = [
  { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 50 },
  { name: 'router', test: /node_modules\/react-router(-dom)?\//, priority: 40 },
  {
    name: 'apollo',
    test: /node_modules\/(@apollo|graphql|@wry|optimism|zen-observable|ts-invariant|tslib)/,
    priority: 30,
  },
  {
    name: 'i18n',
    test: (id: string) => /node_modules\/(i18next|react-i18next)\//.test(id) && !onlyLazy.test(id),
    priority: 20,
  },
  {
    name: 'state',
    test: /node_modules\/(@reduxjs|redux\/|redux-thunk|react-redux|immer|reselect|idb-keyval|use-sync-external-store)/,
    priority: 10,
  },
];

const barrel = '/src/graphql/generated/operations.ts';

/**
 * Modules the entry imports statically, directly or not, set in buildEnd (chunking comes after).
 * Through the generated operations barrel only the documents really imported count: it
 * re-exports every document, and the bundler keeps only those used.
 */
const initialModules = new Set<string>();
/** The same for the start page's screen: what a first visit to / needs besides the entry. */
const startModules = new Set<string>();
// The start page's screen, and the lazy modules it always loads on a first visit: its widgets and
// the product list widget's cards. Without the widgets here, the cards' code went to 'screens'
// and a first visit to / loaded all of it (product page and account documents too).
const startScreens = [
  '/src/routes/start-page.tsx',
  '/src/features/widgets/components/body-widgets.tsx',
  '/src/routes/widget-product-list.tsx',
];

/**
 * What every first visit loads after its first paint, whatever the page: the idle loads and the
 * lazy parts of the layout (cross-tab preferences, the consent banner, the review badge...).
 * The app code they share with the screens gets a chunk of its own ('after-paint'): in 'screens'
 * it made a first visit load every screen's shared code (product and account documents too).
 */
const afterPaintModules = new Set<string>();
const afterPaintRoots = [
  '/src/app/cross-tab-preferences.ts',
  '/src/app/layouts/site-extras.tsx',
  '/src/features/consent/consent-banner.tsx',
  '/src/features/reviews/header-review-badge.tsx',
  '/src/app/store-persistence.ts',
  '/src/features/pwa/register-service-worker.ts',
];

function initialGraph(): Plugin {
  return {
    name: 'atvhuset:initial-graph',
    apply: 'build',
    buildEnd() {
      const documentByName = new Map<string, string>();
      for (const id of this.getModuleIds()) {
        if (!id.includes('/src/graphql/generated/documents/')) continue;
        const code = this.getModuleInfo(id)?.code ?? '';
        for (const [, name] of code.matchAll(/export const (\w+)/g))
          documentByName.set(name ?? '', id);
      }
      const staticClosure = (into: Set<string>, roots: string[]) => {
        into.clear();
        const queue = [...roots];
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          if (into.has(id)) continue;
          into.add(id);
          const info = this.getModuleInfo(id);
          if (!info || id.endsWith(barrel)) continue;
          queue.push(...info.importedIds);
          if (!info.importedIds.some((dep) => dep.endsWith(barrel))) continue;
          for (const [, names] of (info.code ?? '').matchAll(
            /import\s*{([^}]*)}\s*from\s*["'][^"']*generated\/operations["']/g,
          )) {
            for (const name of (names ?? '').split(',')) {
              const document = documentByName.get(name.trim().split(/\s+as\s+/)[0] ?? '');
              if (document) queue.push(document);
            }
          }
        }
      };
      const ids = [...this.getModuleIds()];
      staticClosure(
        initialModules,
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
      );
      staticClosure(
        startModules,
        ids.filter((id) => startScreens.some((screen) => id.endsWith(screen))),
      );
      staticClosure(
        afterPaintModules,
        ids.filter((id) => afterPaintRoots.some((root) => id.endsWith(root))),
      );
    },
  };
}

// App code in two chunks besides the screens' own: what the entry loads ('app', with what is
// left of the libraries; it holds main.tsx, so it is the entry chunk), and what two or more lazy
// chunks share ('screens': product cards, prices, catalogue hooks and documents...). Without
// 'screens' a first visit to a category fetched some 25 tiny shared chunks after the screen's
// own, and over HTTP/1.1 (6 connections per host) every round of them costs a round trip. 'app'
// claims the entry's modules first, so 'screens' (which takes its modules' dependencies along)
// never pulls entry code into a lazy chunk.
// The address lookup the checkout and the account settings share (src/lib/address) goes with
// them: in 'screens' it made every first visit load this chunk for its postcode rule.
const cartCode =
  /\/src\/features\/(cart|checkout)\/|\/src\/lib\/address\/|\/server\/validation\/|\/src\/graphql\/generated\/documents\/(add|update|remove|apply|reset)-/;
const appGroups = [
  {
    name: 'app',
    test: (id: string) => initialModules.has(id) && !id.endsWith(barrel) && !onlyLazy.test(id),
    priority: 7,
    includeDependenciesRecursively: false,
  },
  {
    // What the start page's screen needs beyond the entry (product cards, prices, images), apart
    // from 'screens': a first visit to / loaded all of 'screens' (cart and checkout documents,
    // list queries) for a few kB of it (issue 18, the start page's JS budget).
    name: 'start',
    test: (id: string) =>
      startModules.has(id) &&
      !initialModules.has(id) &&
      (id.includes('/src/') || id.includes('/shared/')) &&
      !id.endsWith(barrel),
    priority: 7,
    includeDependenciesRecursively: false,
  },
  {
    name: 'after-paint',
    test: (id: string) =>
      afterPaintModules.has(id) &&
      !initialModules.has(id) &&
      !startModules.has(id) &&
      !afterPaintRoots.some((root) => id.endsWith(root)) &&
      (id.includes('/src/') || id.includes('/shared/')) &&
      !id.endsWith(barrel),
    minShareCount: 2,
    priority: 6,
    includeDependenciesRecursively: false,
  },
  {
    // Cart and checkout code that the cart panel, the product page and checkout share (the cart's
    // mutations with their documents, the checkout's form rules): lists and the start page,
    // which a first visit to / loads or prefetches, need none of it.
    name: 'cart',
    test: (id: string) => !initialModules.has(id) && cartCode.test(id),
    minShareCount: 2,
    priority: 6,
  },
  {
    // Recommendations (the product page's feed, the cart panel's list) load when they come near
    // the viewport or the cart opens: their own chunk, not the one every screen shares, which
    // would then pull the start page's card code onto every route. The product page's
    // placeholder (lazy-recommendation-feed.tsx) stays with the page, and the third-party
    // service's sync (recommendation-service.ts) with the app's idle chunk that mounts it.
    name: 'recommendations',
    test: (id: string) =>
      !initialModules.has(id) &&
      (/\/src\/features\/recommendations\/(recommendation-(views|feed|texts)|cart-recommendations|use-recommendations|recommendations\.css)/.test(
        id,
      ) ||
        id.includes('/src/graphql/generated/documents/get-recommendations.')),
    priority: 6,
    // Its modules only: the card code they use stays where the start page finds it.
    includeDependenciesRecursively: false,
  },
  {
    // The account's forms and session code and the product page's query, which account and
    // product screens share: in 'screens' they came with every list page, and a first visit
    // prefetches the list, brand and favourites screens its header links to.
    name: 'account-code',
    test: (id: string) =>
      !initialModules.has(id) &&
      /\/src\/features\/account\/|\/src\/graphql\/generated\/documents\/me\./.test(id),
    minShareCount: 2,
    priority: 5,
  },
  {
    name: 'product-query',
    test: (id: string) =>
      !initialModules.has(id) && id.includes('/src/graphql/generated/documents/get-product.'),
    minShareCount: 2,
    priority: 5,
  },
  {
    name: 'screens',
    test: (id: string) => id.includes('/src/') && !initialModules.has(id),
    minShareCount: 2,
    priority: 5,
  },
];

const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/', import.meta.url),
);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    webManifest(),
    initialGraph(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'] },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      { find: '@shared', replacement: shared },
      // react-router's package exports only name its development build; production is smaller.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : []),
    ],
  },
  // Strips Apollo Client's development-only checks and messages from the build.
  define: {
    'globalThis.__DEV__': JSON.stringify(false),
    // The vehicle data service's basic-auth password (src/config/vehicles.ts): the server's
    // own VEHICLE_API_PASSWORD when the build sees it, so a shop that changes it and builds
    // with `npm start` does not ship a selector the server refuses.
    'import.meta.env.VITE_VEHICLE_API_PASSWORD': JSON.stringify(
      process.env['VITE_VEHICLE_API_PASSWORD'] ?? process.env['VEHICLE_API_PASSWORD'] ?? 'atvhuset',
    ),
  },
  server: {
    proxy: { '/graphql': api, '/images': api, '/api': api },
  },
  preview: {
    proxy: { '/graphql': api, '/images': api, '/api': api },
  },
  build: {
    // DIST_DIR: parallel test runs each build and serve their own copy (scripts/start.mjs).
    outDir: process.env.DIST_DIR ?? 'dist',
    target: 'es2022',
    // The es2022 browsers this build targets preload modules themselves (Safari from 17; an
    // older one only skips the preload): the polyfill's script left the entry (issue 18).
    modulePreload: { polyfill: false },
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...vendorGroups, ...appGroups] },
      },
    },
  },
}));
