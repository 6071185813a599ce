import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { createTestDb } from '../test/fixture.js';
import { TermDictionary } from './term-dictionary.js';
import { TrigramIndex, trigrams } from './trigrams.js';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

/** Misspellings of catalogue words: a letter dropped, two swapped, one doubled, one changed. */
function misspelt(words: string[]): string[] {
  const out = new Set<string>(['polaros', 'bremsklos', 'vinsjfeste', 'kjede', 'xyzzy', 'æøå', 'a']);
  words.forEach((w, i) => {
    if (w.length < 4) return;
    const at = 1 + (i % (w.length - 2));
    out.add(w.slice(0, at) + w.slice(at + 1));
    out.add(w.slice(0, at) + (w[at + 1] ?? '') + (w[at] ?? '') + w.slice(at + 2));
    out.add(w.slice(0, at) + (w[at] ?? '') + w.slice(at));
    out.add(`${w.slice(0, at)}q${w.slice(at + 1)}`);
  });
  return [...out];
}

describe('TrigramIndex', () => {
  it('finds the search terms pg_trgm finds, with the same similarity', async () => {
    const rows = await db.query<{ term: string; products: number }>(
      'SELECT term, products FROM search_terms WHERE language_id = 1',
    );
    const index = new TrigramIndex(new TermDictionary(rows));
    const texts = misspelt(rows.map((r) => r.term).filter((_, i) => i % 7 === 0));
    expect(texts.length).toBeGreaterThan(100);
    let matched = 0;
    for (const text of texts) {
      const fromPostgres = await db.query<{ term: string; similarity: number }>(
        `SELECT term, similarity(term, $1)::float8 AS similarity FROM search_terms
          WHERE language_id = 1 AND similarity(term, $1) >= 0.4 ORDER BY term`,
        [text],
      );
      const here = index
        .similar(text, 0.4, Infinity)
        .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
      expect({ text, found: here }).toEqual({ text, found: fromPostgres });
      matched += fromPostgres.length;
    }
    // Not vacuous: misspellings find about one term each (the demo's editions, "2025-modell",
    // "variant 7", brought short terms that find fewer).
    expect(matched).toBeGreaterThan(texts.length * 0.9);
  });

  it('matches `word % text` over the typeahead words, phrases included', async () => {
    const rows = await db.query<{ word: string; products: number }>(
      'SELECT word, products FROM search_words WHERE language_id = 2',
    );
    const index = new TrigramIndex(
      new TermDictionary(rows.map((r) => ({ term: r.word, products: r.products }))),
    );
    for (const text of misspelt(rows.map((r) => r.word).filter((_, i) => i % 11 === 0))) {
      const fromPostgres = await db.query<{ term: string }>(
        'SELECT word AS term FROM search_words WHERE language_id = 2 AND word % $1 ORDER BY word',
        [text],
      );
      const here = index
        .similar(text, 0.3, Infinity)
        .map((s) => s.term)
        .sort();
      expect({ text, found: here }).toEqual({ text, found: fromPostgres.map((r) => r.term) });
    }
  });

  it('orders the closest first, then the terms of most products', () => {
    const index = new TrigramIndex(
      new TermDictionary([
        { term: 'brems', products: 1 },
        { term: 'bremse', products: 9 },
        { term: 'bremser', products: 3 },
      ]),
    );
    expect(index.similar('brems', 0.3, 2).map((s) => s.term)).toEqual(['brems', 'bremse']);
    expect(trigrams('Ab c')).toEqual(new Set(['  a', ' ab', 'ab ', '  c', ' c ']));
  });
});
