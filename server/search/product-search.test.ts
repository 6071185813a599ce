import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/fixture.js';
import { countQueries, type CountingDb } from '../testing/counting-db.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Without the answer cache: every search below is worked out.
let app: TestApp;
let db: CountingDb;
beforeAll(async () => {
  db = countQueries(await createTestDb());
  app = await startTestApp({ db, cacheResponses: false });
});
afterAll(() => app.close());

const SEARCH = `query S($text: String!, $languageId: Int) {
  search(filter: { searchText: $text }, languageId: $languageId) {
    products { count products { productId name } }
  }
}
`;
const SUGGEST = `query G($text: String!) { searchSuggestions(text: $text) { text } }`;

/** Statements the database ran for one operation. */
async function statements(query: string, variables: Record<string, unknown>): Promise<number> {
  const before = db.queries;
  const res = await app.gql(query, variables);
  expect(res.errors).toBeUndefined();
  return db.queries - before;
}

describe('search of words the catalogue has never seen', () => {
  it('runs no more SQL than a search of known words: none', async () => {
    await statements(SEARCH, { text: 'brems' }); // loads the list index once
    const known = await statements(SEARCH, { text: 'bremsekloss' });
    // Made-up words (stemmer), misspellings (trigrams), in both languages: each one new.
    const unknown = [
      'qwertyuiop zxcvbnmasd',
      'bremsekloszene',
      'vinsjfesteane',
      'kjørelysa hjelmers',
    ];
    for (const [i, text] of unknown.entries()) {
      const ran = await statements(SEARCH, { text, languageId: 1 + (i % 2) });
      expect({ text, ran }).toEqual({ text, ran: 0 });
    }
    expect(known).toBe(0);
  });

  it('suggests look-alikes of an unknown word without SQL', async () => {
    expect(await statements(SUGGEST, { text: 'polaros' })).toBe(0);
    expect(await statements(SUGGEST, { text: 'xqzwv' })).toBe(0);
  });
});
