// Postgres' Norwegian stemmer, which search no longer asks (list-index/norwegian-stem.ts does the
// same in memory): the reference that stemmer is tested against, and the bench's measure of it.
import type { Queryable } from '../db/types.js';

/** Lexeme of each word under the Norwegian stemmer; '' for stop words (og, for, til…). */
export async function stemWords(
  db: Queryable,
  words: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db.query<{ word: string; lexemes: string[] | null }>(
    `SELECT w AS word, ts_lexize('norwegian_stem', w) AS lexemes FROM unnest($1::text[]) AS w`,
    [words],
  );
  return new Map(rows.map((r) => [r.word, r.lexemes ? (r.lexemes[0] ?? '') : r.word]));
}
