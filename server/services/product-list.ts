import type { Queryable } from '../db/types.js';
import type { ProductSort } from '../generated/resolvers.js';
import type { ProductRow } from '../graphql/models.js';
import type { LanguageId } from '../i18n/language.js';
import type { ProductQuery } from './product-filter.js';
import { PRODUCT_COLUMNS } from './product-rows.js';

// Best active percentage/fixed campaign price per product; the same rounding as pricing.ts.
const BEST_DISCOUNT = `
  LEFT JOIN LATERAL (
    SELECT min(CASE dc.kind
             WHEN 'percentage' THEN round(p.price_inc_vat_ore * (100 - dc.percentage) / 100)
             ELSE greatest(p.price_inc_vat_ore - dc.amount_ore, 0) END)::int AS ore
      FROM discount_campaign_products dcp
      JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
     WHERE dcp.product_id = p.id AND dc.kind IN ('percentage', 'fixed')
       AND dc.starts_at <= now() AND dc.ends_at > now()
  ) best ON true`;
const SELLING = 'LEAST(p.price_inc_vat_ore, COALESCE(best.ore, p.price_inc_vat_ore))';
const DISCOUNT_SHARE = `(p.price_inc_vat_ore - ${SELLING})::float8 / NULLIF(p.price_inc_vat_ore, 0)`;
// PGlite has no Norwegian collation: lower-case, then map æ ø å to the three code points after
// "z" so byte order (COLLATE "C") sorts them last, as Norwegian readers expect.
const NAME_KEY = `translate(lower(pt.name), 'æøåäöéèáàü', '{|}{|eeaau') COLLATE "C"`;

const ORDER: Record<ProductSort, string> = {
  POPULARITY: 'p.popularity DESC, p.id',
  RELEVANCE: 'p.popularity DESC, p.id',
  NEWEST: 'p.created_at DESC, p.id DESC',
  PRICE_ASC: `${SELLING} ASC, p.id`,
  PRICE_DESC: `${SELLING} DESC, p.id`,
  NAME_ASC: `${NAME_KEY} ASC, p.id`,
  NAME_DESC: `${NAME_KEY} DESC, p.id`,
  DISCOUNT: `${DISCOUNT_SHARE} DESC NULLS LAST, p.popularity DESC, p.id`,
};

export interface ProductPage {
  rows: ProductRow[];
  count: number;
}

export async function listProducts(
  db: Queryable,
  languageId: LanguageId,
  q: ProductQuery,
): Promise<ProductPage> {
  if (q.emptySearch || q.productIds?.length === 0) return { rows: [], count: 0 };
  const params: unknown[] = [languageId];
  const arg = (value: unknown): string => `$${params.push(value)}`;
  const where = ['p.published'];

  if (q.categories.length > 0)
    where.push(`p.id IN (SELECT product_id FROM product_categories
                          WHERE category_id = ANY(${arg(q.categories)}::int[]))`);
  if (q.brands.length > 0) where.push(`p.brand_id = ANY(${arg(q.brands)}::int[])`);
  if (q.productIds) where.push(`p.id = ANY(${arg(q.productIds)}::int[])`);
  if (q.discount.length > 0)
    where.push(`p.id IN (SELECT dcp.product_id FROM discount_campaign_products dcp
                           JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
                          WHERE dcp.campaign_id = ANY(${arg(q.discount)}::int[])
                            AND dc.starts_at <= now() AND dc.ends_at > now())`);
  if (q.skus.length > 0)
    where.push(`EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id
                           AND s.name = ANY(${arg(q.skus)}::text[]))`);
  for (const parameter of q.parameters)
    where.push(`EXISTS (SELECT 1 FROM product_parameters pp
                         WHERE pp.product_id = p.id AND pp.language_id = $1
                           AND pp.name = ${arg(parameter.name)}
                           AND pp.value = ANY(${arg(parameter.values)}::text[]))`);
  if (q.minOre !== null) where.push(`${SELLING} >= ${arg(q.minOre)}`);
  if (q.maxOre !== null) where.push(`${SELLING} <= ${arg(q.maxOre)}`);

  let order = ORDER[q.sort];
  if (q.tsQuery !== null) {
    const tsq = `to_tsquery('norwegian', ${arg(q.tsQuery)})`;
    where.push(`pt.search_vector @@ ${tsq}`);
    if (q.sort === 'RELEVANCE') order = `ts_rank(pt.search_vector, ${tsq}) DESC, ${order}`;
  }

  const needsPrice =
    q.minOre !== null || q.maxOre !== null || /best\.ore/.test(order) || q.sort === 'DISCOUNT';
  const from = `FROM products p
    JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = $1
    ${needsPrice ? BEST_DISCOUNT : ''}
    WHERE ${where.join(' AND ')}`;
  const limit = arg(q.pageSize);
  const offset = arg((q.page - 1) * q.pageSize);
  const rows = await db.query<ProductRow & { total: number }>(
    `SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS total ${from}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  if (rows.length > 0 || q.page === 1) return { rows, count: rows[0]?.total ?? 0 };
  // Past the last page the window count is lost with the rows; count separately.
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from}`,
    params.slice(0, -2),
  );
  return { rows, count: counted[0]?.total ?? 0 };
}
