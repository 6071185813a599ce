import type { SortOrder } from './list-index.js';
import { orderBy } from './sort-order.js';

// PGlite has no Norwegian collation (ICU root only), so names sort by a folded key: lower case,
// accents dropped, and æ/ä ø/ö å mapped to the three characters after "z", as Norwegian
// readers expect them last.
const FOLD: Record<string, string> = {
  æ: '{',
  ä: '{',
  ø: '|',
  ö: '|',
  å: '}',
  é: 'e',
  è: 'e',
  á: 'a',
  à: 'a',
  ü: 'u',
};

export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[æäøöåéèáàü]/g, (c) => FOLD[c] ?? c);
}

/** Name orders both ways (ties by position) and the number of words per name. */
export function nameOrders(names: readonly string[]): {
  asc: SortOrder;
  desc: SortOrder;
  words: Int32Array;
} {
  const keys = names.map(nameKey);
  const key = (p: number) => keys[p] ?? '';
  const compare = (a: number, b: number) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  return {
    asc: orderBy(names.length, (a, b) => compare(a, b) || a - b),
    desc: orderBy(names.length, (a, b) => compare(b, a) || a - b),
    words: Int32Array.from(names, (name) => name.split(' ').filter(Boolean).length),
  };
}
