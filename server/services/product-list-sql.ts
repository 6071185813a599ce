import type { ProductSort } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import type { ProductQuery } from './product-filter.js';

// Deepest active discount per product, aggregated once (a hash join, not a lookup per product).
// The lowest price comes from the highest percentage or the largest fixed amount; the rounding
// matches pricing.ts.
const BEST_DISCOUNT = `
  LEFT JOIN (
    SELECT dcp.product_id, max(dc.percentage) AS pct, max(dc.amount_ore) AS amount
      FROM discount_campaign_products dcp
      JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
     WHERE dc.kind IN ('percentage', 'fixed') AND dc.starts_at <= now() AND dc.ends_at > now()
     GROUP BY dcp.product_id
  ) best ON best.product_id = p.id`;
const SELLING = `LEAST(
  round(p.price_inc_vat_ore * (100 - COALESCE(best.pct, 0)) / 100)::int,
  greatest(p.price_inc_vat_ore - COALESCE(best.amount, 0), 0))`;
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

export interface ListSql {
  params: unknown[];
  /** FROM … WHERE … over products p (and pt, best when needed) */
  from: string;
  order: string;
}

/** The filter and sort of a product list as SQL; $1 is the language id. */
export function listSql(languageId: LanguageId, q: ProductQuery): ListSql {
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
  const sql = `${where.join(' AND ')} ${order}`;
  // The wide translation rows (texts, tsvector) are joined only when filtering or sorting needs them.
  const from = `FROM products p
    ${sql.includes('pt.') ? 'JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = $1' : ''}
    ${sql.includes('best.') ? BEST_DISCOUNT : ''}
    WHERE ${where.join(' AND ')}`;
  return { params, from, order };
}
