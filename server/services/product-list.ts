import type { Queryable } from '../db/types.js';
import type { ProductRow } from '../graphql/models.js';
import type { LanguageId } from '../i18n/language.js';
import type { ProductQuery } from './product-filter.js';
import { listSql } from './product-list-sql.js';
import { PRODUCT_COLUMNS } from './product-rows.js';

export interface ProductPage {
  rows: ProductRow[];
  count: number;
}

/**
 * One page of a product list and the total count, in one round trip. Filtering, counting and
 * sorting run over the narrow products table; only the page's rows are joined with their texts.
 */
export async function listProducts(
  db: Queryable,
  languageId: LanguageId,
  q: ProductQuery,
): Promise<ProductPage> {
  if (q.emptySearch || q.productIds?.length === 0) return { rows: [], count: 0 };
  const { params, from, order } = listSql(languageId, q);
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const sql = `WITH page AS (
       SELECT p.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${order}) AS pos
       ${from}
       ORDER BY pos LIMIT ${limit} OFFSET ${offset})
     SELECT ${PRODUCT_COLUMNS}, page.total::int AS total
       FROM page
       JOIN products p ON p.id = page.id
       JOIN product_translations pt ON pt.product_id = p.id AND pt.language_id = $1
      ORDER BY page.pos`;
  const read = (count: number, skip: number) =>
    db.query<ProductRow & { total: number }>(sql, [...params, count, skip]);

  const rows = await read(q.pageSize, (q.page - 1) * q.pageSize);
  if (rows.length > 0 || q.page === 1) return { rows, count: rows[0]?.total ?? 0 };
  // Past the last page the window count is lost with the rows: read the first row for it.
  const [first] = await read(1, 0);
  return { rows, count: first?.total ?? 0 };
}
