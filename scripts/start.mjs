// npm start: build the client when it is missing or stale, then run the server in THIS process
// (tsx registered in-process), so exactly one node process serves the shop.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { clientIsStale } from './lib/freshness.mjs';
import { npmRun } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (clientIsStale(root)) {
  console.log('Building the storefront (dist/ is missing or older than its sources)…');
  npmRun('build', root); // codegen + vite build
} else if (!existsSync(join(root, 'server', 'generated'))) {
  npmRun('codegen', root);
}

register();
await import('../server/main.ts');
