import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/types.js';
import { stemWords } from '../search/search-terms.js';
import { createTestDb } from '../test/fixture.js';
import { norwegianStem } from './norwegian-stem.js';
import { searchWords } from './search-text.js';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

// Endings the stemmer treats apart, put on catalogue words to reach every branch.
const ENDINGS = [
  '',
  's',
  'e',
  'a',
  'er',
  'ene',
  'ers',
  'erte',
  'ert',
  'et',
  'ets',
  'ane',
  'ande',
  'heten',
  'hetene',
  'lig',
  'elig',
  'els',
  'leg',
  'slov',
  'dt',
  'vt',
  'ast',
  'skapers',
  'havers',
  'kkers',
  'inders',
  'ks',
  'rs',
  'ers',
  'ks',
];

describe('norwegianStem', () => {
  it('gives the lexeme Postgres gives, for every catalogue word with every ending', async () => {
    const rows = await db.query<{ word: string }>('SELECT word FROM search_words');
    const words = new Set<string>();
    for (const { word } of rows)
      for (const part of searchWords(word))
        if (!/\d/.test(part)) for (const ending of ENDINGS) words.add(part + ending);
    for (const extra of ['bæsj', 'øl', 'å', 'ærlig', 'fôr', 'kjøretøyene', 'hjelmers', 'bil'])
      words.add(extra);
    const list = [...words];
    expect(list.length).toBeGreaterThan(1000);
    const fromPostgres = await stemWords(db, list);
    const differing = list.filter((w) => norwegianStem(w) !== fromPostgres.get(w));
    expect(differing.map((w) => `${w}: ${norwegianStem(w)} / ${fromPostgres.get(w)}`)).toEqual([]);
  });

  it('answers stop words as Postgres does: no lexeme', async () => {
    const stop = ['og', 'for', 'til', 'ikkje', 'være', 'på'];
    const fromPostgres = await stemWords(db, stop);
    for (const word of stop) {
      expect(fromPostgres.get(word)).toBe('');
      expect(norwegianStem(word)).toBe('');
    }
  });
});
