import { describe, expect, it } from 'vitest';
import { norwegianStem } from '../list-index/norwegian-stem.js';
import { testIndex } from '../list-index/test-index.js';
import { gluedCodes, partNumbers, ProductSearch } from './product-search.js';
import { countingTestApp } from '../testing/test-app.js';

// Without the answer cache: every search below is worked out.
const shop = countingTestApp();

const SEARCH = `query S($text: String!, $languageId: Int) {
  search(filter: { searchText: $text }, languageId: $languageId) {
    products { count products { productId name } }
  }
}
`;
const SUGGEST = `query G($text: String!) { searchSuggestions(text: $text) { text } }`;

/** Statements the database ran for one operation. */
async function statements(query: string, variables: Record<string, unknown>): Promise<number> {
  const before = shop.db.queries;
  const res = await shop.app.gql(query, variables);
  expect(res.errors).toBeUndefined();
  return shop.db.queries - before;
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

describe('compound words', () => {
  // Products 1…6 are named Øks, Vinsj, Tau, Lykt, Hjul, Arbeidslys; here their terms say more.
  const names = ['lys', 'vinsjpakke', 'tau', 'lyskaster', 'baklys', 'arbeidslys'];
  const index = testIndex({
    terms: names.flatMap((name, i) =>
      ([1, 2] as const).map((languageId) => ({
        languageId,
        term: norwegianStem(name),
        ids: Int32Array.of(i + 1),
        nameIds: Int32Array.of(i + 1),
      })),
    ),
    words: names.flatMap((name) =>
      ([1, 2] as const).map((languageId) => ({
        languageId,
        word: name,
        kind: 'word' as const,
        products: 1,
        lexeme: norwegianStem(name),
      })),
    ),
  });
  const ids = async (text: string) =>
    Array.from(await new ProductSearch().hits(index, 1, text), (p) => index.ids[p]);

  it("finds 'Vinsjpakke' by 'pakke' and 'Arbeidslys' by 'lys', below the whole word", async () => {
    expect(await ids('pakke')).toEqual([2]);
    const lys = await ids('lys');
    expect(lys[0]).toBe(1); // the whole word first
    expect(lys).toEqual(expect.arrayContaining([5, 6]));
  });

  it('finds no compound by a short part or an ending', async () => {
    expect(await ids('er')).toEqual([]);
    expect(await ids('ene')).toEqual([]);
  });
});

describe('part numbers in a product name', () => {
  const names = async (text: string) => {
    const res = await shop.app.gql<{ search: { products: { products: { name: string }[] } } }>(
      SEARCH,
      { text, languageId: 1 },
    );
    expect(res.errors).toBeUndefined();
    return res.data?.search.products.products.map((p) => p.name) ?? [];
  };

  it('finds the product whose name holds the whole number, first', async () => {
    const [pads] = (await names('bremseklosser bp')).filter((n) => /\bBP-\d+/.test(n));
    const code = /\bBP-\d+/.exec(pads ?? '')?.[0] ?? 'BP-missing';
    expect(await names(code)).toEqual([pads]);
    expect(await names(code.toLowerCase())).toEqual([pads]);
    // Digits on both sides ("05-350": Postgres indexes "-350" as a number of its own).
    const [numbered] = (await names('bremseklosser kimpex')).filter((n) => /\b\d+-\d+\b/.test(n));
    const digits = /\b\d+-\d+\b/.exec(numbered ?? '')?.[0] ?? '00-000';
    expect(await names(digits)).toEqual([numbered]);
    // With other words it still has to match them too.
    expect(await names(`${digits} bremseklosser`)).toEqual([numbered]);
  });

  it('finds the number typed without its hyphen, glued or with a space', async () => {
    const [pads] = (await names('bremseklosser bp')).filter((n) => /\bBP-\d+/.test(n));
    const code = /\bBP-(\d+)/.exec(pads ?? '')?.[1] ?? 'missing';
    expect(await names(`bp${code}`)).toEqual([pads]);
    expect(await names(`BP ${code}`)).toEqual([pads]);
    expect(await names(`bremseklosser bp${code}`)).toEqual([pads]);
    const [numbered] = (await names('bremseklosser kimpex')).filter((n) => /\b\d+-\d+\b/.test(n));
    const [left, right] = /\b(\d+)-(\d+)\b/.exec(numbered ?? '')?.slice(1) ?? ['0', '0'];
    expect(await names(`${left} ${right}`)).toContain(numbered);
    expect(gluedCodes(['vinsj', '3000'])).toEqual([
      { code: 'vinsj3000', words: ['vinsj', '3000'] },
    ]);
    // A word and a number that no name holds as one code: searched as words, as before.
    expect(await names('vinsj 3000')).not.toEqual([]);
  });

  it('falls back to the words when no name holds the number, and leaves hyphenated words alone', async () => {
    expect(partNumbers('bp-440 can-am')).toEqual(['bp-440']);
    expect(partNumbers('can-am outlander')).toEqual([]);
    expect(await names('can-am')).not.toEqual([]);
  });
});
