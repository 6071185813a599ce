import { describe, expect, it } from 'vitest';
import { norwegianStem } from './norwegian-stem.js';
import { compoundTerms, SuffixIndex } from './compound-terms.js';
import type { SearchWordRow, TermPosting } from './index-source.js';
import { testIndex } from './test-index.js';

const ints = (values: readonly number[]) => Int32Array.from(values);

/** A term of both languages on these product ids, found in their names. */
const term = (text: string, ids: number[]): TermPosting[] =>
  ([1, 2] as const).map((languageId) => ({
    languageId,
    term: text,
    ids: ints(ids),
    nameIds: ints(ids),
  }));

/** A catalogue word of both languages with the stemmer's lexeme. */
const word = (text: string, products: number): SearchWordRow[] =>
  ([1, 2] as const).map((languageId) => ({
    languageId,
    word: text,
    kind: 'word',
    products,
    lexeme: norwegianStem(text),
  }));

const compoundWords = ['vinsjpakke', 'arbeidslys', 'lyspakke', 'baklys', 'flys', 'lys', 'pakke'];
const index = testIndex({
  terms: [
    ...term('vinsjpakk', [2]),
    ...term('arbeidsly', [6]),
    ...term('lyspakk', [4]),
    ...term('bakly', [4, 5]),
    ...term('fly', [3]),
    ...term('lys', [1]),
    ...term('pakk', [1]),
    ...term('bremseklossene', [5]),
  ],
  words: compoundWords.flatMap((w, i) => word(w, i + 1)),
});
const compounds = (text: string, limit = 10) =>
  compoundTerms(index, 1, text, norwegianStem(text), limit);

describe('SuffixIndex', () => {
  it('finds the words a part ends, with at least three letters before it', () => {
    const suffixes = new SuffixIndex(['arbeidslys', 'baklys', 'flys', 'lys', 'lyspakke', 'æøålys']);
    expect(suffixes.compoundsEndingWith('lys').sort()).toEqual(['arbeidslys', 'baklys', 'æøålys']);
    expect(suffixes.compoundsEndingWith('pakke')).toEqual(['lyspakke']);
    expect(suffixes.compoundsEndingWith('hjul')).toEqual([]);
  });
});

describe('compound terms', () => {
  it("finds 'Vinsjpakke' by 'pakke' and 'Arbeidslys' by 'lys'", () => {
    expect(compounds('pakke')).toEqual(expect.arrayContaining(['vinsjpakk', 'lyspakk']));
    // "arbeidslys" stems to "arbeidsly" (the compound's s goes, the short word's stays).
    expect(compounds('lys')).toEqual(expect.arrayContaining(['arbeidsly', 'bakly']));
    // Plural and definite forms of the part reach the same compounds through the stem.
    expect(compounds('pakker')).toEqual(expect.arrayContaining(['vinsjpakk', 'lyspakk']));
  });

  it('leaves out the word itself and words too short to be a compound of it', () => {
    expect(compounds('lys')).not.toContain('lys');
    expect(compounds('lys')).not.toContain('fly');
    expect(compounds('pakke')).not.toContain('pakk');
  });

  it('does not let a very short part or a bare ending match everything', () => {
    for (const part of ['a', 'e', 'er', 'en', 's', 'ene', 'het', 'ert', 'ers'])
      expect({ part, found: compounds(part) }).toEqual({ part, found: [] });
  });

  it('ignores parts with digits (sizes and models are not compound parts)', () => {
    expect(compounds('100')).toEqual([]);
  });

  it('lists the compounds with most products first, at most the limit', () => {
    expect(compounds('lys', 1)).toEqual(['bakly']);
  });
});
