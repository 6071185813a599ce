import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { ProductQuery } from './product-filter.js';
import { listSql } from './product-list-sql.js';

/**
 * All product ids of a list in display order. Filtering and sorting run over the narrow products
 * table; the wide translation rows are only joined when a text filter or name sort needs them.
 */
export async function orderedProductIds(
  db: Queryable,
  languageId: LanguageId,
  q: ProductQuery,
): Promise<number[]> {
  if (q.emptySearch || q.productIds?.length === 0) return [];
  const { params, from, order } = listSql(languageId, q);
  // $1 (the language) may be unused by the filter; naming it keeps its type known to Postgres.
  const rows = await db.query<{ id: number }>(
    `SELECT p.id, $1::smallint AS language ${from} ORDER BY ${order}`,
    params,
  );
  return rows.map((row) => row.id);
}
