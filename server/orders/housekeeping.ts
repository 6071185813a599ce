// Housekeeping the server runs every minute (startHousekeeping, from main.ts): unpaid orders whose
// payment was never finished are cancelled with their stock given back, idempotency keys old
// enough that no client will replay them are deleted, and so are abandoned carts. Both are plain functions tests can call.
// Several API processes on one PostgreSQL run it once per minute in total: only the holder of
// an advisory lock (db/advisory-lock.ts) does the work, and another takes over when it dies.
import { purgeOldAuthRows } from '../accounts/accounts-store.js';
import { recordCampaignBoundaries } from '../catalogue/price-history-store.js';
import { singleProcessLock, type ExclusiveLock } from '../db/advisory-lock.js';
import type { Db } from '../db/types.js';
import { purgeAbandonedCarts } from '../cart/cart-purge.js';
import { lockCart } from '../cart/cart-store.js';
import { cancelUnpaidOrder } from './order-cancel.js';
import { readOrder } from './order-store.js';

/** An order still waiting for its payment this long after it was placed is given up. */
export const UNPAID_ORDER_TTL_MS = 30 * 60_000;
/** Offline clients replay queued changes within hours; keys are kept a week. */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 60 * 60_000;
export const HOUSEKEEPING_INTERVAL_MS = 60_000;
/** The advisory lock key of housekeeping (the migrations use 7_305_011). */
export const HOUSEKEEPING_LOCK_KEY = 7_305_012;
/** Rows per statement or run, so one run never holds the (single PGlite) connection for long. */
const BATCH = 500;

/**
 * Cancels unpaid orders placed more than `olderThanMs` ago: status cancelled, payment status
 * expired, stock and gift card amount returned, the cart open again with everything in it. Each
 * order in its own transaction under its cart's lock, so a payment settling at the same moment
 * or a second run finds it settled and nothing is returned twice. Answers how many it cancelled.
 */
export async function expireUnpaidOrders(
  db: Db,
  olderThanMs: number = UNPAID_ORDER_TTL_MS,
): Promise<number> {
  const due = await db.query<{ id: string; cartId: string }>(
    `SELECT id, cart_id AS "cartId" FROM orders
      WHERE status = 'received' AND payment_status = 'pending'
        AND created_at < now() - make_interval(secs => $1::float8 / 1000)
      ORDER BY created_at LIMIT ${BATCH}`,
    [olderThanMs],
  );
  let cancelled = 0;
  for (const { id, cartId } of due) {
    const done = await db.transaction(async (tx) => {
      // Cart first, then the order: the lock order of every cart and checkout change.
      await lockCart(tx, cartId);
      const order = await readOrder(tx, id, true);
      if (order?.status !== 'received' || order.payment.status !== 'pending') return false;
      await cancelUnpaidOrder(tx, id, 'expired');
      return true;
    });
    if (done) cancelled++;
  }
  return cancelled;
}

/** Deletes idempotency keys older than `olderThanMs`; answers how many. */
export async function purgeIdempotencyKeys(
  db: Db,
  olderThanMs: number = IDEMPOTENCY_KEY_TTL_MS,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const rows = await db.query(
      `DELETE FROM idempotency_keys WHERE key IN (
         SELECT key FROM idempotency_keys
          WHERE created_at < now() - make_interval(secs => $1::float8 / 1000)
          LIMIT ${BATCH})
       RETURNING 1`,
      [olderThanMs],
    );
    purged += rows.length;
    if (rows.length < BATCH) return purged;
  }
}

export interface HousekeepingOptions {
  intervalMs?: number;
  unpaidOrderTtlMs?: number;
  idempotencyKeyTtlMs?: number;
  log?: (message: string) => void;
  onError?: (error: unknown) => void;
  /**
   * Who runs it among processes sharing the database: advisoryLock(DATABASE_URL,
   * HOUSEKEEPING_LOCK_KEY) on PostgreSQL; this process alone by default (PGlite).
   */
  lock?: ExclusiveLock;
  /**
   * More work of the same minute, after the jobs above (layers above orders hand theirs in from
   * main.ts: the back-in-stock mails). One failing does not stop the others.
   */
  jobs?: readonly { name: string; run: (db: Db) => Promise<unknown> }[];
}

export interface Housekeeping {
  /**
   * One run now (also what the timer does); never two at once. Answers whether this process
   * did the work (false: another process holds the lock, or stopped).
   */
  runOnce(): Promise<boolean>;
  /** Stops the timer, waits for a run in progress and gives the lock up. */
  stop(): Promise<void>;
}

/** Runs both jobs every interval on an unref'd timer (it never keeps the process alive). */
export function startHousekeeping(db: Db, options: HousekeepingOptions = {}): Housekeeping {
  const log = options.log ?? (() => undefined);
  const onError = options.onError ?? ((error: unknown) => console.error('Housekeeping:', error));
  const lock = options.lock ?? singleProcessLock();
  let running: Promise<boolean> | null = null;
  let stopped = false;
  let holding = false;

  const work = async (): Promise<boolean> => {
    const mine = await lock.hold();
    if (mine !== holding) {
      holding = mine;
      log(
        mine
          ? 'Housekeeping: this process runs it every minute'
          : 'Housekeeping: another process on this database runs it',
      );
    }
    if (!mine) return false;
    const expired = await expireUnpaidOrders(db, options.unpaidOrderTtlMs);
    const purged = await purgeIdempotencyKeys(db, options.idempotencyKeyTtlMs);
    // Login sessions and reset keys over for a day (server/accounts).
    await purgeOldAuthRows(db);
    // Carts no cookie will name again, and empty ones left for a day (server/cart).
    const carts = await purgeAbandonedCarts(db);
    // Campaigns that started or ended on their schedule since the last run: their products'
    // prices at that moment go into the price history (migration 0018).
    await recordCampaignBoundaries(db);
    for (const job of options.jobs ?? [])
      await job.run(db).catch((error: unknown) => {
        onError(new Error(`Housekeeping job ${job.name} failed`, { cause: error }));
      });
    if (expired > 0 || purged > 0 || carts > 0)
      log(
        `Housekeeping: ${expired} unpaid orders expired, ${purged} idempotency keys purged, ${carts} abandoned carts deleted`,
      );
    return true;
  };
  const runOnce = (): Promise<boolean> => {
    if (stopped) return Promise.resolve(false);
    running ??= work()
      .catch((error: unknown) => {
        onError(error);
        return false;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await lock.close();
    },
  };
}
