import { describe, expect, it } from 'vitest';
import { rankSearch } from './search-scoring.js';
import { normaliseSearchText, searchWords } from './search-text.js';
import { TermDictionary } from './term-dictionary.js';
import { ArticleIndex } from './article-index.js';
import { testIndex } from './test-index.js';

describe('search text', () => {
  it('keeps only words of letters and digits: no query syntax gets through', () => {
    const text = normaliseSearchText(`  '"&|!:*()<> Støtdemper:* & (12V) | !bak  `);
    expect(searchWords(text)).toEqual(['støtdemper', '12v', 'bak']);
    expect(searchWords(normaliseSearchText("'; DROP TABLE products; --"))).toEqual([
      'drop',
      'table',
      'products',
    ]);
    expect(searchWords(normaliseSearchText(`'"&|!:*()<>`))).toEqual([]);
  });

  it('cuts long texts and limits the words', () => {
    expect(normaliseSearchText('a'.repeat(500))).toHaveLength(100);
    expect(searchWords('a b c d e f g h i j k')).toHaveLength(8);
  });
});

describe('TermDictionary', () => {
  it('finds longer terms by prefix, most common first', () => {
    const terms = new TermDictionary([
      { term: 'lys', products: 50 },
      { term: 'lysb', products: 5 },
      { term: 'lyspær', products: 9 },
      { term: 'lykt', products: 7 },
    ]);
    expect(terms.has('lys')).toBe(true);
    expect(terms.withPrefix('lys', 10)).toEqual(['lyspær', 'lysb']);
    expect(terms.withPrefix('ly', 1)).toEqual(['lys']);
  });
});

describe('rankSearch', () => {
  const index = testIndex();
  const postings = (ids: number[], nameIds: number[] = []) => ({
    positions: Int32Array.from(ids, (id) => index.positionOf(id)),
    namePositions: Int32Array.from(nameIds, (id) => index.positionOf(id)),
  });
  const ids = (positions: Int32Array) => Array.from(positions, (p) => index.ids[p]);

  it('needs every word and ranks name matches and exact terms first', () => {
    const ranked = rankSearch(index, 1, [
      { terms: [{ quality: 1, postings: postings([1, 2, 3, 4], [4]) }] },
      {
        terms: [
          { quality: 1, postings: postings([2, 3]) },
          { quality: 0.5, postings: postings([4, 5]) },
        ],
      },
    ]);
    expect(ids(ranked)).toEqual([4, 2, 3]);
  });

  it('finds nothing without words', () => {
    expect(rankSearch(index, 1, [{ terms: [] }])).toHaveLength(0);
  });
});

describe('ArticleIndex', () => {
  it('finds a product by its whole article number or its digits, in any case', () => {
    const articles = new ArticleIndex(['POL-100001', 'KIM-200002', 'X-12']);
    expect(articles.find('pol-100001')).toBe(0);
    expect(articles.find(' KIM-200002 ')).toBe(1);
    expect(articles.find('200002')).toBe(1);
    expect(articles.find('x-12')).toBe(2);
    expect(articles.find('12')).toBeUndefined();
    expect(articles.find('POL-100002')).toBeUndefined();
    expect(articles.find('')).toBeUndefined();
  });
});
