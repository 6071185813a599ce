import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { CheckedArea, PageType, StoredContainer } from './content-rules.js';

export type VersionState = 'draft' | 'published';

/** One version of an area as stored. */
export interface AreaVersion {
  areaId: number;
  family: string;
  areaName: string;
  alias: string | null;
  pageType: PageType;
  state: VersionState;
  title: string;
  description: string;
  tags: string[];
  containers: StoredContainer[];
  revision: number;
}

/** Which area a widgetArea call names: a page's alias, or a family (and name). */
export type AreaKey = { alias: string } | { family: string; areaName: string | null };

// Each version has its own address and page type: a draft's are not the live page's.
const SELECT = `SELECT a.id AS "areaId", a.family, a.area_name AS "areaName", v.alias,
       v.page_type AS "pageType", v.state, v.title, v.description, v.tags, v.containers,
       v.revision
  FROM content_areas a JOIN content_area_versions v ON v.area_id = a.id`;

/**
 * The version shoppers see (published), or for an editor's preview the draft when there is one
 * (else the published version).
 */
export async function findArea(
  db: Queryable,
  languageId: LanguageId,
  key: AreaKey,
  preview: boolean,
): Promise<AreaVersion | null> {
  const states = preview ? ['draft', 'published'] : ['published'];
  const where =
    'alias' in key
      ? { sql: 'v.alias = $3', params: [key.alias] }
      : key.areaName === null
        ? { sql: 'a.family = $3', params: [key.family] }
        : { sql: 'a.family = $3 AND a.area_name = $4', params: [key.family, key.areaName] };
  const [row] = await db.query<AreaVersion>(
    `${SELECT}
      WHERE a.language_id = $1 AND v.state = ANY($2::text[]) AND ${where.sql}
      ORDER BY a.id, (v.state = 'draft') DESC
      LIMIT 1`,
    [languageId, states, ...where.params],
  );
  return row ?? null;
}

/** Does a published content page have this alias in this language (the server's 404)? */
export async function hasPublishedPage(
  db: Queryable,
  languageId: LanguageId,
  alias: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM content_areas a
       JOIN content_area_versions v ON v.area_id = a.id AND v.state = 'published'
      WHERE a.language_id = $1 AND v.alias = $2`,
    [languageId, alias],
  );
  return rows.length > 0;
}

export interface AreaSummaryRow {
  family: string;
  areaName: string;
  alias: string | null;
  pageType: string;
  title: string;
  hasDraft: boolean;
  isPublished: boolean;
  revision: number;
}

export function listAreas(db: Queryable, languageId: LanguageId): Promise<AreaSummaryRow[]> {
  return db.query<AreaSummaryRow>(
    `SELECT a.family, a.area_name AS "areaName", COALESCE(d.alias, p.alias) AS alias,
            COALESCE(d.page_type, p.page_type) AS "pageType",
            COALESCE(d.title, p.title) AS title, d.area_id IS NOT NULL AS "hasDraft",
            p.area_id IS NOT NULL AS "isPublished",
            GREATEST(COALESCE(d.revision, 0), COALESCE(p.revision, 0)) AS revision
       FROM content_areas a
       LEFT JOIN content_area_versions d ON d.area_id = a.id AND d.state = 'draft'
       LEFT JOIN content_area_versions p ON p.area_id = a.id AND p.state = 'published'
      WHERE a.language_id = $1
      ORDER BY a.family, a.area_name`,
    [languageId],
  );
}

/** The area's id (made when new) and its newest revision, locked for the caller's transaction. */
async function lockArea(
  tx: Queryable,
  languageId: LanguageId,
  area: Pick<CheckedArea, 'family' | 'areaName' | 'pageType'>,
): Promise<{ id: number; revision: number }> {
  // A new area has no address shoppers reach until its first version is published.
  await tx.query(
    `INSERT INTO content_areas (language_id, family, area_name, alias, page_type)
     VALUES ($1, $2, $3, NULL, $4)
     ON CONFLICT (language_id, family, area_name) DO NOTHING`,
    [languageId, area.family, area.areaName, area.pageType],
  );
  const [row] = await tx.query<{ id: number; revision: number }>(
    `SELECT a.id, COALESCE((SELECT max(revision) FROM content_area_versions WHERE area_id = a.id), 0)
              AS revision
       FROM content_areas a WHERE a.language_id = $1 AND a.family = $2 AND a.area_name = $3
        FOR UPDATE`,
    [languageId, area.family, area.areaName],
  );
  if (!row) throw new Error('content area vanished');
  return row;
}

export class AliasTakenError extends Error {}
export class RevisionConflictError extends Error {}

/**
 * Writes the draft (the next revision) with its own alias and page type; the published version,
 * its address included, is left as it is. An alias is taken when another area's published
 * version or draft has it.
 */
export async function writeDraft(
  tx: Queryable,
  languageId: LanguageId,
  area: CheckedArea,
  expectedRevision: number | null,
): Promise<void> {
  if (area.alias !== null) {
    const taken = await tx.query(
      `SELECT 1 FROM content_areas a
         LEFT JOIN content_area_versions v ON v.area_id = a.id
        WHERE a.language_id = $1 AND (a.alias = $2 OR v.alias = $2)
          AND NOT (a.family = $3 AND a.area_name = $4)`,
      [languageId, area.alias, area.family, area.areaName],
    );
    if (taken.length > 0) throw new AliasTakenError(area.alias);
  }
  const { id, revision } = await lockArea(tx, languageId, area);
  if (expectedRevision !== null && expectedRevision !== revision)
    throw new RevisionConflictError(String(revision));
  await tx.query(
    `INSERT INTO content_area_versions
       (area_id, state, alias, page_type, title, description, tags, containers, revision,
        updated_at)
     VALUES ($1, 'draft', $7, $8, $2, $3, $4::jsonb, $5::jsonb, $6, now())
     ON CONFLICT (area_id, state) DO UPDATE SET alias = EXCLUDED.alias,
       page_type = EXCLUDED.page_type, title = EXCLUDED.title,
       description = EXCLUDED.description, tags = EXCLUDED.tags,
       containers = EXCLUDED.containers, revision = EXCLUDED.revision, updated_at = now()`,
    [
      id,
      area.title,
      area.description,
      JSON.stringify(area.tags),
      JSON.stringify(area.containers),
      revision + 1,
      area.alias,
      area.pageType,
    ],
  );
}

/**
 * The draft becomes the published version and is removed, its alias and page type the area's
 * (the address shoppers reach); with no draft the published version stays as it is (publishing
 * twice is publishing once). False when the area does not exist.
 */
export async function publishDraft(
  tx: Queryable,
  languageId: LanguageId,
  family: string,
  areaName: string,
): Promise<boolean> {
  const [area] = await tx.query<{ id: number }>(
    `SELECT id FROM content_areas WHERE language_id = $1 AND family = $2 AND area_name = $3
        FOR UPDATE`,
    [languageId, family, areaName],
  );
  if (!area) return false;
  await tx.query(
    `INSERT INTO content_area_versions
       (area_id, state, alias, page_type, title, description, tags, containers, revision,
        updated_at)
     SELECT area_id, 'published', alias, page_type, title, description, tags, containers,
            revision, now()
       FROM content_area_versions WHERE area_id = $1 AND state = 'draft'
     ON CONFLICT (area_id, state) DO UPDATE SET alias = EXCLUDED.alias,
       page_type = EXCLUDED.page_type, title = EXCLUDED.title,
       description = EXCLUDED.description, tags = EXCLUDED.tags,
       containers = EXCLUDED.containers, revision = EXCLUDED.revision, updated_at = now()`,
    [area.id],
  );
  await tx.query(
    `UPDATE content_areas a SET alias = v.alias, page_type = v.page_type
       FROM content_area_versions v
      WHERE a.id = $1 AND v.area_id = a.id AND v.state = 'published'`,
    [area.id],
  );
  await tx.query(`DELETE FROM content_area_versions WHERE area_id = $1 AND state = 'draft'`, [
    area.id,
  ]);
  return true;
}

export async function discardDraft(
  tx: Queryable,
  languageId: LanguageId,
  family: string,
  areaName: string,
): Promise<boolean> {
  const rows = await tx.query(
    `DELETE FROM content_area_versions v USING content_areas a
      WHERE v.area_id = a.id AND v.state = 'draft'
        AND a.language_id = $1 AND a.family = $2 AND a.area_name = $3
      RETURNING 1`,
    [languageId, family, areaName],
  );
  return rows.length > 0;
}
