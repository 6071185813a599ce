import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';

export interface ListPage {
  id: number;
  name: string;
  alias: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

/** A curated list by its alias in any language, with texts in the requested language. */
export async function listByAlias(
  db: Queryable,
  languageId: LanguageId,
  alias: string,
): Promise<ListPage | null> {
  const rows = await db.query<ListPage>(
    `SELECT l.id, COALESCE(t.name, m.name) AS name, COALESCE(t.alias, m.alias) AS alias,
            COALESCE(t.description, m.description) AS description,
            COALESCE(t.meta_title, m.meta_title) AS "metaTitle",
            COALESCE(t.meta_description, m.meta_description) AS "metaDescription"
       FROM list_translations m
       JOIN lists l ON l.id = m.list_id
       LEFT JOIN list_translations t ON t.list_id = l.id AND t.language_id = $2
      WHERE m.alias = $1
      ORDER BY (m.language_id = $2) DESC
      LIMIT 1`,
    [alias, languageId],
  );
  return rows[0] ?? null;
}
