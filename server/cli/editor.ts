// npm run editor -- <e-mail> [--remove]
// Gives the account of <e-mail> the editor role (answering questions, content, drafts), or takes
// it away with --remove. The account must exist (register it in the shop first). The other way
// in is the EDITOR_TOKEN bearer (README, Editors).
import { parseArgs } from 'node:util';
import { DatabaseOpenError, openDatabase } from '../db/open.js';
import { migrate } from '../db/migrate.js';
import { setRole } from '../accounts/accounts-store.js';

const USAGE = `Usage: npm run editor -- <e-mail> [--remove]
Environment: DATABASE_URL=postgres://... or DATA_DIR (default ./data)`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { remove: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const email = positionals[0]?.trim().toLowerCase();
  if (!email || positionals.length > 1 || !email.includes('@'))
    throw new Error('-- give exactly one e-mail address');
  const db = await openDatabase({
    dataDir: process.env.DATA_DIR || './data',
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  try {
    await migrate(db);
    const role = values.remove ? 'customer' : 'editor';
    if (!(await setRole(db, email, role)))
      throw new Error(`-- no account has the address ${email}`);
    console.log(`${email} is now ${role === 'editor' ? 'an editor' : 'a customer'}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof DatabaseOpenError ||
    (error instanceof Error && error.message.startsWith('--'));
  console.error(known ? (error as Error).message.replace(/^-- /, '') : error);
  if (!known) console.error(USAGE);
  process.exitCode = 1;
});
