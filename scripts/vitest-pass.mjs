// Runs one vitest pass against one database engine, so `npm test` covers both:
//   node scripts/vitest-pass.mjs pglite   [vitest args]  all unit tests, server on embedded PGlite
//   node scripts/vitest-pass.mjs postgres [vitest args]  server tests again on TEST_DATABASE_URL
// The server test fixture switches to PostgreSQL whenever TEST_DATABASE_URL is set, so the
// PGlite pass removes it from the environment and the PostgreSQL pass is skipped without it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const [mode, ...args] = process.argv.slice(2);
const env = { ...process.env };
let vitestArgs;

if (mode === 'pglite') {
  delete env.TEST_DATABASE_URL;
  vitestArgs = ['run', ...args];
} else if (mode === 'postgres') {
  if (!env.TEST_DATABASE_URL) {
    console.log('PostgreSQL pass skipped: TEST_DATABASE_URL is not set (.ci/run sets it).');
    process.exit(0);
  }
  console.log(`Server tests on PostgreSQL: ${env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
  vitestArgs = ['run', '--project', 'server', ...args];
} else {
  console.error('usage: node scripts/vitest-pass.mjs pglite|postgres [vitest args]');
  process.exit(2);
}

const vitestPackage = createRequire(import.meta.url).resolve('vitest/package.json');
const vitest = path.join(path.dirname(vitestPackage), 'vitest.mjs');
const polyfills = new URL('./node20-polyfills.mjs', import.meta.url).href;
const result = spawnSync(process.execPath, ['--import', polyfills, vitest, ...vitestArgs], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
