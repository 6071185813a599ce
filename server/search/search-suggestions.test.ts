import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

interface Suggestion {
  text: string;
  kind: string;
  products: number;
}

const SUGGEST = `query Suggest($text: String!, $limit: Int, $languageId: Int) {
  searchSuggestions(text: $text, limit: $limit, languageId: $languageId) { text kind products }
}`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function suggest(text: string, languageId = 1, limit?: number): Promise<Suggestion[]> {
  const res = await app.gql<{ searchSuggestions: Suggestion[] }>(SUGGEST, {
    text,
    languageId,
    limit,
  });
  expect(res.errors).toBeUndefined();
  return res.data?.searchSuggestions ?? [];
}

const texts = (list: Suggestion[]) => list.map((s) => s.text);

describe('searchSuggestions', () => {
  it('completes a word from product names, most used first', async () => {
    const found = await suggest('brem');
    expect(texts(found)).toContain('bremseklosser');
    expect(found.every((s) => s.text.startsWith('brem'))).toBe(true);
    const counts = found.map((s) => s.products);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('completes brand and category names, also as phrases', async () => {
    expect(await suggest('moose u')).toContainEqual(
      expect.objectContaining({ text: 'moose utility', kind: 'BRAND' }),
    );
    expect(await suggest('arbeidsl')).toContainEqual(
      expect.objectContaining({ text: 'arbeidslys', kind: 'CATEGORY' }),
    );
  });

  it('keeps earlier words and completes the last one', async () => {
    const found = await suggest('polaris brems');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.text.startsWith('polaris brems'))).toBe(true);
  });

  it('suggests the right word for a typo', async () => {
    expect(texts(await suggest('bremsekloser'))).toContain('bremseklosser');
    expect(texts(await suggest('polaros'))).toContain('polaris');
    // Only words nearly as close as the closest: not every word that starts with "po".
    expect(texts(await suggest('polaros'))).not.toContain('polt');
  });

  it('suggests Nynorsk words for languageId 2 and honours the limit', async () => {
    expect(texts(await suggest('bremsekloss', 2))).toContain('bremseklossar');
    expect(await suggest('s', 1, 3)).toHaveLength(3);
    expect((await suggest('s', 1, 500)).length).toBeLessThanOrEqual(20);
  });

  it('suggests nothing for empty or syntax-only text', async () => {
    for (const text of ['', '   ', `'"&|!:*()<>`, '%', '_'])
      expect(await suggest(text)).toEqual([]);
    expect(await suggest("'; DROP TABLE search_words; --")).toEqual(expect.any(Array));
  });
});

describe('channel configuration', () => {
  it('gives the search route, five suggested searches and list defaults', async () => {
    const res = await app.gql<{
      channel: { configuration: Record<string, unknown>; nn: { suggestedSearches: string[] } };
    }>(`{ channel { configuration { searchRouteSegment suggestedSearches defaultSort pageSize
          maxPageSize searchTextMaxLength } nn: configuration(languageId: 2) { suggestedSearches } } }`);
    expect(res.data?.channel.configuration).toEqual({
      searchRouteSegment: 'sok',
      suggestedSearches: ['vinsj', 'arbeidslys', 'bremseklosser', 'kulekobling', 'lysbar'],
      defaultSort: 'POPULARITY',
      pageSize: 24,
      maxPageSize: 100,
      searchTextMaxLength: 100,
    });
    expect(res.data?.channel.nn.suggestedSearches).toContain('bremseklossar');
  });

  it('suggests searches that find products', async () => {
    for (const text of ['vinsj', 'arbeidslys', 'bremseklosser', 'kulekobling', 'lysbar']) {
      const res = await app.gql<{ search: { products: { count: number } } }>(
        'query S($t: String) { search(filter: { searchText: $t }) { products { count } } }',
        { t: text },
      );
      expect(res.data?.search.products.count, text).toBeGreaterThan(0);
    }
  });
});
