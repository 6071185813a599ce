// Reads a product's recorded prices (price_history, migration 0018; written by the database's
// triggers and record_campaign_boundaries(), never by this file).
import type { Queryable } from '../db/types.js';
import type { PriceChange } from './price-history-rules.js';

/** Rows kept per answer: years of weekly changes; the view needs only the last 120 days. */
const MAX_ROWS = 400;

/** The product's changes since `sinceMs` and the one in effect then, oldest first. */
export async function priceChanges(
  db: Queryable,
  productId: number,
  sinceMs: number,
): Promise<PriceChange[]> {
  const rows = await db.query<{ at: string; regularOre: number; sellingOre: number }>(
    `(SELECT changed_at AS at, regular_ore AS "regularOre", selling_ore AS "sellingOre"
        FROM price_history WHERE product_id = $1 AND changed_at <= to_timestamp($2::float8 / 1000)
       ORDER BY changed_at DESC LIMIT 1)
     UNION ALL
     (SELECT changed_at, regular_ore, selling_ore
        FROM price_history WHERE product_id = $1 AND changed_at > to_timestamp($2::float8 / 1000)
       ORDER BY changed_at DESC LIMIT ${MAX_ROWS})`,
    [productId, sinceMs],
  );
  return rows
    .map((row) => ({
      at: new Date(row.at).getTime(),
      regularOre: row.regularOre,
      sellingOre: row.sellingOre,
    }))
    .sort((a, b) => a.at - b.at);
}

/** Records campaign starts and ends passed since the last call (housekeeping, every minute). */
export async function recordCampaignBoundaries(db: Queryable): Promise<number> {
  const [row] = await db.query<{ written: number }>(
    'SELECT record_campaign_boundaries() AS written',
  );
  return row?.written ?? 0;
}
