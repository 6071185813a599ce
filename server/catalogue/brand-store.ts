import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';

export interface BrandNode {
  id: number;
  name: string;
  alias: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  logoFile: string | null;
  productCount: number;
}

const collator = new Intl.Collator('nb');

/** All brands sorted by name (Norwegian collation: PGlite only has the ICU root locale). */
export async function loadBrands(db: Queryable, languageId: LanguageId): Promise<BrandNode[]> {
  const rows = await db.query<BrandNode>(
    `SELECT b.id, b.name, b.alias, b.logo_file AS "logoFile",
            NULLIF(t.description, '') AS description, NULLIF(t.meta_title, '') AS "metaTitle",
            NULLIF(t.meta_description, '') AS "metaDescription",
            COALESCE(n.products, 0)::int AS "productCount"
       FROM brands b
       LEFT JOIN brand_translations t ON t.brand_id = b.id AND t.language_id = $1
       LEFT JOIN (SELECT brand_id, count(*) AS products FROM products WHERE published
                   GROUP BY 1) n ON n.brand_id = b.id`,
    [languageId],
  );
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}
