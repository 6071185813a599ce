// SQL of an account's favourites (migration 0016: user_favourites). A change is applied only when
// it is newer than the one stored for the product, so replays and late offline changes are
// harmless; a removal stays as a row (present false) to remember its time, the newest
// MAX_REMOVALS_KEPT of them. Ids of products the shop does not have are not stored.
import type { Queryable } from '../db/types.js';
import { MAX_FAVOURITES, MAX_REMOVALS_KEPT, type FavouriteChange } from './favourites-rules.js';

export async function applyChanges(
  db: Queryable,
  userId: string,
  changes: readonly FavouriteChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.query(
    `INSERT INTO user_favourites (user_id, product_id, present, changed_at)
     SELECT $1, c.product_id, c.kind = 'add', to_timestamp(c.changed_at / 1000)
       FROM json_to_recordset($2::json) AS c(product_id integer, kind text, changed_at float8)
       -- Only products the shop has: a made-up id would be a row nobody ever sees.
       JOIN products p ON p.id = c.product_id
     ON CONFLICT (user_id, product_id) DO UPDATE
       SET present = excluded.present, changed_at = excluded.changed_at
       WHERE user_favourites.changed_at < excluded.changed_at`,
    [
      userId,
      JSON.stringify(
        changes.map((c) => ({ product_id: c.productId, kind: c.kind, changed_at: c.changedAt })),
      ),
    ],
  );
  // Beyond the limit the oldest additions go (as on the device).
  await db.query(
    `UPDATE user_favourites SET present = false WHERE user_id = $1 AND present AND product_id IN (
       SELECT product_id FROM user_favourites WHERE user_id = $1 AND present
        ORDER BY changed_at DESC, product_id OFFSET $2)`,
    [userId, MAX_FAVOURITES],
  );
  // A removal is kept only to outrank an older change that comes late (an offline device):
  // the newest MAX_REMOVALS_KEPT are enough for that, and the table stays bounded per account.
  await db.query(
    `DELETE FROM user_favourites WHERE user_id = $1 AND NOT present AND product_id IN (
       SELECT product_id FROM user_favourites WHERE user_id = $1 AND NOT present
        ORDER BY changed_at DESC, product_id OFFSET $2)`,
    [userId, MAX_REMOVALS_KEPT],
  );
}

/** The account's favourites, most recently added first. */
export async function favouriteIds(db: Queryable, userId: string): Promise<number[]> {
  const rows = await db.query<{ productId: number }>(
    `SELECT product_id AS "productId" FROM user_favourites WHERE user_id = $1 AND present
      ORDER BY changed_at DESC, product_id LIMIT $2`,
    [userId, MAX_FAVOURITES],
  );
  return rows.map((r) => r.productId);
}
