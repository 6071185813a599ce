// Catalogue facts a cart needs: skus with stock and price, campaigns with their quantities.
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { CampaignInfo } from '../cart/model.js';
import type { SkuSupply } from '../cart/quantity-rules.js';

export interface SkuFacts extends SkuSupply {
  skuId: number;
  productId: number;
  isPackage: boolean;
  priceOre: number;
  vatRate: number;
  isHeavy: boolean;
}

/** Published skus by id (unknown or unpublished ones are missing from the answer). */
export function skuFacts(db: Queryable, skuIds: readonly number[]): Promise<SkuFacts[]> {
  return db.query<SkuFacts>(
    `SELECT s.id AS "skuId", s.product_id AS "productId", s.stock, s.supplier_stock AS "supplierStock",
            s.oversellable, s.is_static AS "isStatic", p.is_package AS "isPackage",
            p.price_inc_vat_ore AS "priceOre", p.vat_rate::float8 AS "vatRate", p.is_heavy AS "isHeavy"
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

export interface ProductPrice {
  productId: number;
  priceOre: number;
  vatRate: number;
}

export function productPrices(db: Queryable, ids: readonly number[]): Promise<ProductPrice[]> {
  return db.query<ProductPrice>(
    `SELECT id AS "productId", price_inc_vat_ore AS "priceOre", vat_rate::float8 AS "vatRate"
       FROM products WHERE id = ANY($1::int[]) AND published`,
    [ids],
  );
}

/** Active campaigns of the products, with buy/pay quantities, named in the language (else nb). */
export function campaignFacts(
  db: Queryable,
  languageId: LanguageId,
  productIds: readonly number[],
): Promise<(CampaignInfo & { productId: number })[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.query(
    `SELECT dcp.product_id AS "productId", dc.id, dc.kind, dc.percentage::float8 AS percentage,
            dc.amount_ore AS "amountOre", dc.buy_quantity AS "buyQuantity",
            dc.pay_quantity AS "payQuantity", dc.hide_title AS "hideTitle",
            COALESCE(t.name, nb.name, '') AS name, COALESCE(t.alias, nb.alias, '') AS alias
       FROM discount_campaign_products dcp
       JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
       LEFT JOIN discount_campaign_translations t ON t.campaign_id = dc.id AND t.language_id = $1
       LEFT JOIN discount_campaign_translations nb ON nb.campaign_id = dc.id AND nb.language_id = 1
      WHERE dcp.product_id = ANY($2::int[]) AND dc.starts_at <= now() AND dc.ends_at > now()
      ORDER BY dcp.product_id, dc.id`,
    [languageId, productIds],
  );
}
