// One process at a time among all that share a database: a PostgreSQL session advisory lock held
// on a connection of its own. Whoever holds it keeps it until its process or connection dies;
// the others try again on their next turn and one of them takes it over. PGlite is one process
// per data dir (db/data-dir-lock.ts), so there the lock is always held.
import pg from 'pg';

export interface ExclusiveLock {
  /**
   * True when this process holds the lock (taking it when free); false while another holds it.
   * A held lock is checked on its connection, so a lost connection gives the lock up.
   */
  hold(): Promise<boolean>;
  /** Gives the lock up (closes its connection). */
  close(): Promise<void>;
}

/** PGlite: the data dir admits one process, which always holds the lock. */
export const singleProcessLock = (): ExclusiveLock => ({
  hold: () => Promise.resolve(true),
  close: () => Promise.resolve(),
});

/** pg_try_advisory_lock(key) on a dedicated connection to `databaseUrl`. */
export function advisoryLock(databaseUrl: string, key: number): ExclusiveLock {
  let client: pg.Client | null = null;
  let held = false;
  let closed = false;

  const drop = async (): Promise<void> => {
    const old = client;
    client = null;
    held = false;
    await old?.end().catch(() => undefined);
  };

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    // A connection lost between turns must not crash the process: the next turn notices.
    next.on('error', () => {
      if (client === next) {
        client = null;
        held = false;
      }
    });
    await next.connect();
    return next;
  };

  return {
    async hold() {
      if (closed) return false;
      try {
        client ??= await connect();
        if (held) {
          // Still ours only while the session lives; a query proves it does.
          await client.query('SELECT 1');
          return true;
        }
        const [row] = (
          await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key])
        ).rows;
        held = row?.ok === true;
        return held;
      } catch {
        await drop();
        return false;
      }
    },
    async close() {
      closed = true;
      await drop();
    },
  };
}
