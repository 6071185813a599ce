// The list index sorts and filters by selling price: a package's is the one its page shows,
// never above its parts at today's prices (package-price.ts).
import type { Queryable } from '../db/types.js';
import { notAboveParts } from '../catalogue/package-price.js';

function indexOf(ids: Int32Array, id: number): number | undefined {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = ids[mid] ?? 0;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

interface PartRow {
  packageId: number;
  productId: number;
  quantity: number;
}

/**
 * Caps the packages' selling prices in `sellingOre` (by position in `ids`, ascending product
 * ids) by their parts' selling prices in the same column. A package with a part that is not in
 * the index (unpublished) keeps its own price.
 */
export async function capPackagePrices(
  db: Queryable,
  ids: Int32Array,
  sellingOre: Int32Array,
): Promise<void> {
  const rows = await db.query<PartRow>(
    `SELECT pp.package_id AS "packageId", pp.part_product_id AS "productId", pp.quantity
       FROM package_parts pp JOIN products p ON p.id = pp.package_id
      WHERE p.published AND p.is_package`,
  );
  // ids ascend: a binary search, no map of every product.
  const position = { get: (id: number) => indexOf(ids, id) };
  const partsOre = new Map<number, number | null>();
  for (const row of rows) {
    const at = position.get(row.productId);
    const before = partsOre.get(row.packageId);
    if (before === null) continue;
    partsOre.set(
      row.packageId,
      at === undefined ? null : (before ?? 0) + (sellingOre[at] ?? 0) * row.quantity,
    );
  }
  for (const [packageId, parts] of partsOre) {
    const at = position.get(packageId);
    if (at !== undefined) sellingOre[at] = notAboveParts(sellingOre[at] ?? 0, parts);
  }
}
