// SQL of product search: the Norwegian stemmer and trigram neighbours of misspelt words (the
// terms and their products are loaded with the list index, see search_terms in migration 0002).
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';

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

/** Terms that look like the misspelt lexeme (trigram similarity), closest first. */
export async function similarTerms(
  db: Queryable,
  languageId: LanguageId,
  lexeme: string,
): Promise<{ term: string; similarity: number }[]> {
  return db.query<{ term: string; similarity: number }>(
    `SELECT term, similarity(term, $2)::float8 AS similarity FROM search_terms
      WHERE language_id = $1 AND term % $2 AND similarity(term, $2) >= 0.4
      ORDER BY similarity DESC, products DESC LIMIT 3`,
    [languageId, lexeme],
  );
}
