// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OfflineSearchIndex } from './offline-index';
import { product } from './test-products';

const index = new OfflineSearchIndex([
  product(1, 'Vinsjpakke for Polaris Sportsman', 'Polaris'),
  product(2, 'LED arbeidslys 40W'),
  product(3, 'Lys for ATV'),
  product(4, 'Bremseklosser foran', 'EBC'),
  product(5, 'Vinsjfeste Grizzly 700', 'Warn'),
  product(6, 'Baklykt med bremselys'),
]);
const ids = (text: string) => index.search(text).products.map((p) => p.card.productId);

describe('offline search', () => {
  it('finds by Norwegian lexeme: a plural finds the singular and back', () => {
    expect(ids('bremsekloss')).toEqual([4]);
    expect(ids('vinsjpakker')).toEqual([1]);
  });

  it('finds compounds by their last part, below the whole word', () => {
    expect(ids('pakke')).toEqual([1]);
    expect(ids('lys')).toEqual([3, 2, 6]);
  });

  it('does not let a short part or a bare ending find compounds', () => {
    expect(ids('er')).toEqual([]);
    expect(ids('ene')).toEqual([]);
  });

  it('finds a word by its start, and a typo of 4 letters or more', () => {
    expect(ids('vinsjf')).toEqual([5]);
    expect(ids('polaros')).toEqual([1]);
    expect(ids('grizly')).toEqual([5]);
    expect(ids('xqzw')).toEqual([]);
  });

  it('needs every word, skipping stop words, and searches brands', () => {
    expect(ids('vinsj for polaris')).toEqual([1]);
    expect(ids('warn vinsjfeste')).toEqual([5]);
    expect(ids('lys polaris')).toEqual([]);
    expect(ids('og')).toEqual([]);
  });

  it('suggests completions of the last word (most products, then A-Z), and words a typo away', () => {
    expect(index.suggest('vinsj', 5)).toEqual(['vinsjfeste', 'vinsjpakke']);
    expect(index.suggest('led arb', 5)).toEqual(['led arbeidslys']);
    expect(index.suggest('polaros', 5)).toEqual(['polaris']);
    expect(index.suggest('  ', 5)).toEqual([]);
  });
});
