import { createHash } from 'node:crypto';
import { isIdempotencyKey } from './secret-id.js';
import type { Db, Queryable } from '../db/types.js';
import { ShopError, type StoredShopError } from '../errors/shop-error.js';

export interface IdempotentCall<T> {
  /** The client's key. */
  key: string;
  operation: string;
  /**
   * What the key is scoped to besides the operation: the cart id (null for a new cart), or
   * the address signed up. The same client key on another cart is another row, so a key seen
   * elsewhere (a log, a shared device) cannot replay another shopper's answer.
   */
  scope: string | null;
  /** The arguments: a replay with other arguments is refused. */
  request: unknown;
  run: (tx: Queryable, answer: AnswerSlot<T>) => Promise<T>;
  cartIdOf: (result: T) => string | null;
  /**
   * Claims the key in the mutation's own first statement instead of a separate INSERT (one
   * round trip less): inserts (key, operation, request_hash) like CLAIM_SQL, ON CONFLICT DO
   * NOTHING, and answers whether it inserted. No savepoint is then taken up front: `run` calls
   * answer.savepoint() before any write that a ShopError after it must undo.
   */
  claim?: (tx: Queryable, key: KeyClaim) => Promise<boolean>;
}

/** The idempotency_keys row a call claims. */
export interface KeyClaim {
  /** The stored key (storedKeyOf), not the client's. */
  key: string;
  operation: string;
  requestHash: string;
}

const CLAIM_SQL = `INSERT INTO idempotency_keys (key, operation, request_hash) VALUES ($1, $2, $3)
  ON CONFLICT (key) DO NOTHING RETURNING key`;

type Stored<T> = { result: T } | { error: StoredShopError };

/**
 * Lets a mutation store its successful answer with its own last write (one statement less on
 * every change): it writes `json` to idempotency_keys.response and `cartId` to cart_id where
 * key = `key`. Without it the answer is stored after `run`.
 */
export interface AnswerSlot<T> {
  /** What to store for the result `run` then answers; marks the answer stored. */
  store(result: T): { key: string; json: string; cartId: string | null };
  /** The point a ShopError rolls the work back to; taken up front unless the call claims. */
  savepoint(): Promise<void>;
}

const hashOf = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/** The idempotency_keys.key of a client key: scoped by operation and scope (IdempotentCall). */
export const storedKeyOf = (operation: string, scope: string | null, key: string): string =>
  hashOf([operation, scope, key]);

async function replay<T>(
  tx: Queryable,
  call: IdempotentCall<T>,
  key: string,
  hash: string,
): Promise<Stored<T>> {
  const [row] = await tx.query<{
    operation: string;
    requestHash: string;
    response: Stored<T> | null;
  }>(
    `SELECT operation, request_hash AS "requestHash", response FROM idempotency_keys WHERE key = $1`,
    [key],
  );
  if (!row?.response || row.operation !== call.operation || row.requestHash !== hash)
    throw new ShopError(
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was used for another request',
    );
  return row.response;
}

/**
 * Runs a mutation exactly once per key. The key row is inserted first in the transaction (by
 * CLAIM_SQL or the call's own `claim`): a concurrent duplicate blocks on the unique key until
 * the first commits, then reads its answer. A ShopError is an answer too: the work is rolled
 * back to the savepoint and the error stored.
 * Other errors roll everything back, so a retry runs again.
 */
export async function idempotent<T>(db: Db, call: IdempotentCall<T>): Promise<T> {
  if (!isIdempotencyKey(call.key))
    throw new ShopError(
      'INVALID_IDEMPOTENCY_KEY',
      'idempotencyKey must be 8-100 characters of A-Z a-z 0-9 _ - : .',
    );
  const hash = hashOf(call.request);
  const key = storedKeyOf(call.operation, call.scope, call.key);
  const stored = await db.transaction(async (tx): Promise<Stored<T>> => {
    const claimed = call.claim
      ? await call.claim(tx, { key, operation: call.operation, requestHash: hash })
      : (await tx.query(CLAIM_SQL, [key, call.operation, hash])).length > 0;
    if (!claimed) return replay(tx, call, key, hash);
    const work = { saved: false };
    const savepoint = async () => {
      if (work.saved) return;
      await tx.exec('SAVEPOINT idempotent_work');
      work.saved = true;
    };
    if (!call.claim) await savepoint();
    let storedWith: T | undefined;
    let answer: Stored<T>;
    let cartId: string | null = null;
    const slot: AnswerSlot<T> = {
      store: (result) => {
        storedWith = result;
        return { key, json: JSON.stringify({ result }), cartId: call.cartIdOf(result) };
      },
      savepoint,
    };
    try {
      const result = await call.run(tx, slot);
      answer = { result };
      cartId = call.cartIdOf(result);
      if (storedWith === result) return answer;
    } catch (error) {
      if (!(error instanceof ShopError)) throw error;
      if (work.saved) await tx.exec('ROLLBACK TO SAVEPOINT idempotent_work');
      answer = { error: error.toJSON() };
    }
    await tx.query(
      'UPDATE idempotency_keys SET response = $2::jsonb, cart_id = $3 WHERE key = $1',
      [key, JSON.stringify(answer), cartId],
    );
    return answer;
  });
  if ('error' in stored) throw ShopError.from(stored.error);
  return stored.result;
}
