// Batch queries for the fields of many products at once (one query per field per request).
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { CampaignKind } from './pricing-rules.js';
import type { SkuRow } from './stock-rules.js';

export interface ImageRow {
  productId: number;
  fileName: string;
  ratio: number;
}

export interface ParameterRow {
  productId: number;
  name: string;
  value: string;
}

export interface PackagePartRow {
  packageId: number;
  productId: number;
  quantity: number;
}

export interface CampaignRow {
  productId: number;
  id: number;
  kind: CampaignKind;
  percentage: number | null;
  amountOre: number | null;
  hideTitle: boolean;
  name: string;
  alias: string;
}

type Ids = readonly number[];

export function categoryLinks(db: Queryable, ids: Ids) {
  return db.query<{ productId: number; categoryId: number }>(
    `SELECT product_id AS "productId", category_id AS "categoryId"
       FROM product_categories WHERE product_id = ANY($1::int[])`,
    [ids],
  );
}

export function images(db: Queryable, ids: Ids) {
  return db.query<ImageRow>(
    `SELECT product_id AS "productId", file_name AS "fileName", ratio::float8 AS ratio
       FROM product_images WHERE product_id = ANY($1::int[]) ORDER BY product_id, position`,
    [ids],
  );
}

export function skus(db: Queryable, ids: Ids) {
  return db.query<SkuRow>(
    `SELECT id, product_id AS "productId", name, stock, supplier_stock AS "supplierStock",
            oversellable, is_static AS "isStatic",
            to_char(incoming_date, 'YYYY-MM-DD') AS "incomingDate",
            incoming_quantity AS "incomingQuantity"
       FROM skus WHERE product_id = ANY($1::int[]) ORDER BY product_id, sort_order, id`,
    [ids],
  );
}

export function parameters(db: Queryable, languageId: LanguageId, ids: Ids) {
  return db.query<ParameterRow>(
    `SELECT product_id AS "productId", name, value
       FROM product_parameters WHERE language_id = $1 AND product_id = ANY($2::int[])
      ORDER BY product_id, position`,
    [languageId, ids],
  );
}

export function packageParts(db: Queryable, ids: Ids) {
  return db.query<PackagePartRow>(
    `SELECT package_id AS "packageId", part_product_id AS "productId", quantity
       FROM package_parts WHERE package_id = ANY($1::int[]) ORDER BY package_id, position`,
    [ids],
  );
}

/** Currently active campaigns of the products, named in the requested language (else Bokmål). */
export function activeCampaigns(db: Queryable, languageId: LanguageId, ids: Ids) {
  return db.query<CampaignRow>(
    `SELECT dcp.product_id AS "productId", dc.id, dc.kind,
            dc.percentage::float8 AS percentage, dc.amount_ore AS "amountOre",
            dc.hide_title AS "hideTitle",
            COALESCE(t.name, nb.name, '') AS name, COALESCE(t.alias, nb.alias, '') AS alias
       FROM discount_campaign_products dcp
       JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
       LEFT JOIN discount_campaign_translations t ON t.campaign_id = dc.id AND t.language_id = $1
       LEFT JOIN discount_campaign_translations nb ON nb.campaign_id = dc.id AND nb.language_id = 1
      WHERE dcp.product_id = ANY($2::int[])
        AND dc.starts_at <= now() AND dc.ends_at > now()
      ORDER BY dcp.product_id, dc.id`,
    [languageId, ids],
  );
}
