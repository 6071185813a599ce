import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';

export interface CampaignPage {
  id: number;
  name: string;
  alias: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

/** A campaign by its alias in any language, with texts in the requested language. */
export async function campaignByAlias(
  db: Queryable,
  languageId: LanguageId,
  alias: string,
): Promise<CampaignPage | null> {
  const rows = await db.query<CampaignPage>(
    `SELECT dc.id, COALESCE(t.name, m.name) AS name, COALESCE(t.alias, m.alias) AS alias,
            COALESCE(t.description, m.description) AS description,
            COALESCE(t.meta_title, m.meta_title) AS "metaTitle",
            COALESCE(t.meta_description, m.meta_description) AS "metaDescription"
       FROM discount_campaign_translations m
       JOIN discount_campaigns dc ON dc.id = m.campaign_id
       LEFT JOIN discount_campaign_translations t
         ON t.campaign_id = dc.id AND t.language_id = $2
      WHERE m.alias = $1
      ORDER BY (m.language_id = $2) DESC
      LIMIT 1`,
    [alias, languageId],
  );
  return rows[0] ?? null;
}
