// SQL of product search: the Norwegian stemmer, the term dictionary, trigram neighbours of
// misspelt words, and term postings (see search_terms in migration 0002).
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import { unpackInts } from '../list-index/packed-ids.js';
import type { TermRow } from '../list-index/term-dictionary.js';

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

export function termDictionary(db: Queryable, languageId: LanguageId): Promise<TermRow[]> {
  return db.query<TermRow>('SELECT term, products FROM search_terms WHERE language_id = $1', [
    languageId,
  ]);
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

export interface TermIds {
  term: string;
  ids: Int32Array;
  nameIds: Int32Array;
}

export async function termPostings(
  db: Queryable,
  languageId: LanguageId,
  terms: readonly string[],
): Promise<TermIds[]> {
  const rows = await db.query<{ term: string; ids: Uint8Array; nameIds: Uint8Array }>(
    `SELECT term, product_ids AS ids, name_product_ids AS "nameIds" FROM search_terms
      WHERE language_id = $1 AND term = ANY($2::text[])`,
    [languageId, terms],
  );
  return rows.map((r) => ({
    term: r.term,
    ids: unpackInts(r.ids),
    nameIds: unpackInts(r.nameIds),
  }));
}
