import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const src = fileURLToPath(new URL('./src', import.meta.url));
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

// Libraries every page needs, split by how often they change, so a release of app code leaves
// the vendor chunks cached. Route screens are lazy chunks of their own.
const vendorGroups = [
  { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 50 },
  { name: 'router', test: /node_modules\/react-router(-dom)?\//, priority: 40 },
  {
    name: 'apollo',
    test: /node_modules\/(@apollo|graphql|@wry|optimism|zen-observable|ts-invariant|tslib|apollo3-cache-persist)/,
    priority: 30,
  },
  { name: 'i18n', test: /node_modules\/(i18next|react-i18next)\//, priority: 20 },
  {
    name: 'state',
    test: /node_modules\/(@reduxjs|redux|react-redux|redux-persist|immer|reselect|idb-keyval|use-sync-external-store)/,
    priority: 10,
  },
];

const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/', import.meta.url),
);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    webManifest(),
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
  define: { 'globalThis.__DEV__': JSON.stringify(false) },
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
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
}));
