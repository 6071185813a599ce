import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks (Node 21+); without this the
// reporter crashes and hides the real error. The config runs in the reporter's process.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> => {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('./shared', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': src, '@shared': shared } },
  test: {
    // Vitest leaves a core for itself (cores - 1 workers); on 2 cores that halves the speed of
    // a run whose main process mostly waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'locales/**/*.test.ts'],
          // Setting up happy-dom for a file costs more than most files' tests: a file that needs
          // no DOM says `// @vitest-environment node` on its first line. Worker threads start
          // files faster than the default child processes (client files share no native state).
          environment: 'happy-dom',
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          // Code both sides import (shared/): plain functions, no database, no DOM.
          name: 'shared',
          include: ['shared/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // Each file opens its own database (server/test/fixture.ts) and module state is
          // per-database caches, so files may share a worker's loaded modules: re-importing the
          // server and PGlite for every file took most of this project's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
