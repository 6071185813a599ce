// Reads a product's recorded prices (price_history, migration 0018; written by the database's
// triggers and record_campaign_boundaries(), never by this file).
import type { Queryable } from '../db/types.js';
import { packageHistory, type PriceChange } from './price-history-rules.js';
import { packageParts } from './product-details-store.js';

/**
 * The changes since `sinceMs` and the one in effect then of many products in one statement,
 * by product id (products without rows are left out).
 */
export async function priceChangesOf(
  db: Queryable,
  ids: readonly number[],
  sinceMs: number,
): Promise<Map<number, PriceChange[]>> {
  const byId = new Map<number, PriceChange[]>();
  if (ids.length === 0) return byId;
  const rows = await db.query<{ id: number; at: number; regularOre: number; sellingOre: number }>(
    `SELECT product_id AS id, (extract(epoch FROM changed_at) * 1000)::float8 AS at,
            regular_ore AS "regularOre", selling_ore AS "sellingOre"
       FROM (SELECT DISTINCT ON (product_id) product_id, changed_at, regular_ore, selling_ore
               FROM price_history
              WHERE product_id = ANY($1::int[]) AND changed_at <= to_timestamp($2::float8 / 1000)
              ORDER BY product_id, changed_at DESC) before
     UNION ALL
     SELECT product_id, (extract(epoch FROM changed_at) * 1000)::float8, regular_ore, selling_ore
       FROM price_history
      WHERE product_id = ANY($1::int[]) AND changed_at > to_timestamp($2::float8 / 1000)`,
    [ids, sinceMs],
  );
  for (const row of rows) {
    const change = { at: row.at, regularOre: row.regularOre, sellingOre: row.sellingOre };
    const list = byId.get(row.id);
    if (list) list.push(change);
    else byId.set(row.id, [change]);
  }
  for (const list of byId.values()) list.sort((a, b) => a.at - b.at);
  return byId;
}

/**
 * The prices the shop showed for these products since `sinceMs`, by product id, oldest first:
 * a product's own rows; a package's worked out from its own and its parts' rows
 * (price-history-rules.ts packageHistory), so its chart and its Omnibus figure follow the
 * price its page and cards show (package-price.ts), not the package's stored price alone.
 * Three statements for any number of products.
 */
export async function shownPriceChanges(
  db: Queryable,
  ids: readonly number[],
  sinceMs: number,
): Promise<Map<number, PriceChange[]>> {
  if (ids.length === 0) return new Map();
  const parts = await packageParts(db, ids);
  const partsOf = new Map<number, { productId: number; quantity: number }[]>();
  for (const part of parts) {
    const list = partsOf.get(part.packageId);
    if (list) list.push(part);
    else partsOf.set(part.packageId, [part]);
  }
  const all = [...new Set([...ids, ...parts.map((part) => part.productId)])];
  const rows = await priceChangesOf(db, all, sinceMs);
  const shown = new Map<number, PriceChange[]>();
  for (const id of ids) {
    const own = rows.get(id) ?? [];
    const of = partsOf.get(id);
    shown.set(
      id,
      of
        ? packageHistory(
            own,
            of.map((part) => ({ quantity: part.quantity, rows: rows.get(part.productId) ?? [] })),
          )
        : own,
    );
  }
  return shown;
}

/** Records campaign starts and ends passed since the last call (housekeeping, every minute). */
export async function recordCampaignBoundaries(db: Queryable): Promise<number> {
  const [row] = await db.query<{ written: number }>(
    'SELECT record_campaign_boundaries() AS written',
  );
  return row?.written ?? 0;
}
