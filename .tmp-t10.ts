import { startPglite, pgliteDb } from './server/db/pglite-db.js';
import { migrate } from './server/db/migrate.js';
import { seed } from './server/seed/seed.js';
const pg = await startPglite({});
const db = pgliteDb(pg);
await migrate(db);
const times = new Map<string, number>();
const orig = db.transaction.bind(db);
(db as any).transaction = (fn: any) => orig(async (tx: any) => fn({
  query: tx.query,
  exec: async (sql: string) => {
    const parts = sql.split(/;\n(?=INSERT INTO )/);
    for (const part of parts) {
      const key = /^(INSERT INTO \w+|\S+ \S+)/.exec(part.trim())?.[0] ?? '?';
      const t = performance.now();
      await tx.exec(part);
      times.set(key, (times.get(key) ?? 0) + performance.now() - t);
    }
  },
}));
const t = Date.now();
await seed(db, { products: 20000 });
console.log('seed ms', Date.now() - t);
console.log([...times.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}: ${v.toFixed(0)}`).join('\n'));
