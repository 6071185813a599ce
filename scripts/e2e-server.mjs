// The production server for the browser tests (playwright.config.ts starts it): a fresh,
// freshly seeded database in DATA_DIR (default .e2e-data/) every run, then `npm start` in this
// same process, so the pid Playwright stops is the server.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.DATA_DIR = resolve(root, process.env.DATA_DIR ?? '.e2e-data');
// The tests must never touch a real database.
delete process.env.DATABASE_URL;
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

await import('./start.mjs');
