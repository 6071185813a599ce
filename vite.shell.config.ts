// The app shell's renderer for the server (issue 18, point 1): src/app/shell/render-shell.tsx
// built for Node into {DIST_DIR}-shell/ (outside dist/, so it is neither served nor precached).
// `npm run build` runs it after the client build; server/http/app-shell.ts imports it.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * A package.json that says the folder's modules are ES modules: Node reads render-shell.js as
 * CommonJS when no package.json with "type": "module" stands above it, as for a DIST_DIR outside
 * the repository (its exports were then missing: "renderer.layoutRequests is not a function").
 */
const esmPackage = {
  name: 'esm-package',
  generateBundle(this: { emitFile: (file: object) => string }) {
    this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "module" }\n' });
  },
};

export default defineConfig({
  plugins: [react(), esmPackage],
  resolve: { alias: [{ find: '@', replacement: src }] },
  // One self-contained module: Node's ESM loader cannot take named exports from some of these
  // CommonJS packages (Apollo Client), and the server needs none of them itself.
  ssr: { noExternal: true },
  define: { 'globalThis.__DEV__': JSON.stringify(false) },
  build: {
    ssr: 'src/app/shell/render-shell.tsx',
    outDir: `${process.env.DIST_DIR ?? 'dist'}-shell`,
    emptyOutDir: true,
    target: 'node20',
    // Smaller in the server's memory, and shellBootstrap's source, which the server inlines into
    // every page, is the minified one.
    minify: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'render-shell.js' } },
  },
});
