// Builds the floor page (bench/floor) into bench/.cache/floor-dist: npm run bench builds it
// before the Lighthouse suite, with the same Vite and React plugin as the shop.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../.cache/floor-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
