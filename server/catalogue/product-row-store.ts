import type { Queryable } from '../db/types.js';
import type { ProductRow } from './models.js';
import type { LanguageId } from '../i18n/language.js';

/** Columns of a ProductRow; expects aliases p (products) and pt (product_translations). */
export const PRODUCT_COLUMNS = `
  p.id, p.article_number AS "articleNumber", p.brand_id AS "brandId",
  p.primary_category_id AS "primaryCategoryId", p.is_package AS "isPackage",
  p.price_inc_vat_ore AS "priceIncVatOre", p.vat_rate::float8 AS "vatRate",
  p.is_heavy AS "isHeavy", pt.name, pt.alias, pt.short_description AS "shortDescription",
  pt.description, pt.meta_title AS "metaTitle", pt.meta_description AS "metaDescription"`;

export async function productsByIds(
  db: Queryable,
  languageId: LanguageId,
  ids: readonly number[],
): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}
       FROM products p
       JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = $1
      WHERE p.id = ANY($2::int[]) AND p.published`,
    [languageId, ids],
  );
}

/** Product id by alias in any language, preferring the requested language's alias. */
export async function productIdByAlias(
  db: Queryable,
  languageId: LanguageId,
  alias: string,
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `SELECT pt.product_id AS id
       FROM product_translations pt
       JOIN products p ON p.id = pt.product_id AND p.published
      WHERE pt.alias = $1
      ORDER BY (pt.language_id = $2) DESC
      LIMIT 1`,
    [alias, languageId],
  );
  return rows[0]?.id ?? null;
}
