// The production server for the browser tests (playwright.config.ts starts it): a fresh,
// freshly seeded database in DATA_DIR (default .e2e-data/) every run, then `npm start` in this
// same process, so the pid Playwright stops is the server.
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

// Another test run's server may be using the port and this data directory: leave both alone.
await new Promise((resolvePort) => {
  const probe = createServer();
  probe.once('error', (error) => {
    console.error(`Port ${host}:${port} is in use (${error.code}); not touching the test data.`);
    process.exit(1);
  });
  probe.listen(port, host, () => probe.close(resolvePort));
});

process.env.DATA_DIR = resolve(root, process.env.DATA_DIR ?? '.e2e-data');
// The tests must never touch a real database, and buy through the sandbox's test page even
// where NODE_ENV=production is set around them.
delete process.env.DATABASE_URL;
process.env.PAYMENT_PROVIDER = 'sandbox';
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

await import('./start.mjs');
