// npm start: build the client when it is missing or stale, then run the server in THIS process
// (tsx registered in-process), so exactly one node process serves the shop.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { clientIsStale } from './lib/freshness.mjs';
import { npmRun } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// DIST_DIR lets parallel test runs build and serve their own copy (vite.config.ts reads it too).
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
process.env.DIST_DIR = distDir;
const built = existsSync(join(distDir, 'index.html'));

if (clientIsStale(root, distDir)) {
  console.info('Building the storefront (dist/ is missing or older than its sources)…');
  if (!npmRun('build', root)) {
    // A broken working tree must not take a running shop down: serve the last good build.
    if (!built) process.exit(1);
    console.warn('Serving the previous build in dist/.');
  }
} else if (!existsSync(join(root, 'server', 'generated')) && !npmRun('codegen', root)) {
  process.exit(1);
}

// A shop serves production code: graphql-js skips its development-only checks. Without a
// NODE_ENV of its own, `npm start` is the demo shop, and the demo takes test payments: an
// operator who sets NODE_ENV=production names a real payment provider (or PAYMENT_PROVIDER=sandbox
// on purpose), or the server refuses to start.
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  process.env.PAYMENT_PROVIDER ??= 'sandbox';
}
register();
await import('../server/main.ts');
