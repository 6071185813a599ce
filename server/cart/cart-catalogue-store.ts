// Catalogue facts a cart needs: skus with stock and price, campaigns with their quantities.
import type { Queryable } from '../db/types.js';
import type { SkuSupply } from './quantity-rules.js';

export interface SkuFacts extends SkuSupply {
  skuId: number;
  productId: number;
  isPackage: boolean;
  priceOre: number;
  vatRate: number;
  isHeavy: boolean;
  /** The size's name, e.g. 'M', '13 pin' or 'Standard'. */
  name: string;
  /** ISO yyyy-mm-dd */
  incomingDate: string | null;
  incomingQuantity: number;
}

/** Published skus by id (unknown or unpublished ones are missing from the answer). */
export function skuFacts(db: Queryable, skuIds: readonly number[]): Promise<SkuFacts[]> {
  return db.query<SkuFacts>(
    `SELECT s.id AS "skuId", s.product_id AS "productId", s.stock, s.supplier_stock AS "supplierStock",
            s.oversellable, s.is_static AS "isStatic", p.is_package AS "isPackage",
            p.price_inc_vat_ore AS "priceOre", p.vat_rate::float8 AS "vatRate", p.is_heavy AS "isHeavy",
            s.name, to_char(s.incoming_date, 'YYYY-MM-DD') AS "incomingDate",
            s.incoming_quantity AS "incomingQuantity"
       FROM skus s JOIN products p ON p.id = s.product_id AND p.published
      WHERE s.id = ANY($1::int[])`,
    [skuIds],
  );
}

export interface PackageFacts {
  packageId: number;
  priceOre: number;
  vatRate: number;
  parts: { productId: number; quantity: number }[];
}

export async function packageFacts(db: Queryable, packageId: number): Promise<PackageFacts | null> {
  const rows = await db.query<{
    priceOre: number;
    vatRate: number;
    productId: number | null;
    quantity: number | null;
  }>(
    `SELECT p.price_inc_vat_ore AS "priceOre", p.vat_rate::float8 AS "vatRate",
            pp.part_product_id AS "productId", pp.quantity
       FROM products p LEFT JOIN package_parts pp ON pp.package_id = p.id
      WHERE p.id = $1 AND p.is_package AND p.published ORDER BY pp.position`,
    [packageId],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    packageId,
    priceOre: first.priceOre,
    vatRate: first.vatRate,
    parts: rows.flatMap((r) =>
      r.productId !== null ? [{ productId: r.productId, quantity: r.quantity ?? 1 }] : [],
    ),
  };
}
