// The production server for the browser tests (playwright.config.ts starts it): a fresh,
// freshly seeded database in DATA_DIR (default .e2e-data/) every run, then `npm start` in this
// same process, so the pid Playwright stops is the server.
// With --prepare it only seeds that fresh database, into DATA_DIR.prepared, and stops: `npm test`
// does this while the client builds (the seed and most of the build are single-threaded, so
// the two share the machine's cores). The server started next takes the prepared database over
// when it was finished in the last 15 minutes, and otherwise seeds its own, as before.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const isPrepare = process.argv.includes('--prepare');
// The server gets DATA_DIR from playwright.config.ts, which takes it from E2E_DATA_DIR.
const dataDir = resolve(
  root,
  (isPrepare ? process.env.E2E_DATA_DIR : process.env.DATA_DIR) ?? '.e2e-data',
);
const prepared = `${dataDir}.prepared`;
const preparedStamp = `${prepared}.json`;
const PREPARED_MAX_AGE_MS = 15 * 60_000;

if (isPrepare) {
  rmSync(prepared, { recursive: true, force: true });
  rmSync(preparedStamp, { force: true });
  const env = { ...process.env, DATA_DIR: prepared };
  delete env.DATABASE_URL;
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/seed.ts', '--if-empty'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  writeFileSync(preparedStamp, JSON.stringify({ finishedAt: Date.now() }));
  process.exit(0);
}
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

process.env.DATA_DIR = dataDir;
// The tests must never touch a real database, and buy through the sandbox's test page even
// where NODE_ENV=production is set around them.
delete process.env.DATABASE_URL;
process.env.PAYMENT_PROVIDER = 'sandbox';
rmSync(dataDir, { recursive: true, force: true });
// A database prepared moments ago by `npm test` (--prepare above), used once; an older one (an
// interrupted run, another checkout of the code) is dropped and the server seeds its own.
let finishedAt = 0;
try {
  finishedAt = Number(JSON.parse(readFileSync(preparedStamp, 'utf8')).finishedAt) || 0;
} catch {
  // none prepared
}
if (existsSync(prepared) && Date.now() - finishedAt < PREPARED_MAX_AGE_MS) {
  renameSync(prepared, dataDir);
  console.info(
    `Using the test database seeded ${Math.round((Date.now() - finishedAt) / 1000)} s ago`,
  );
} else rmSync(prepared, { recursive: true, force: true });
rmSync(preparedStamp, { force: true });

await import('./start.mjs');
