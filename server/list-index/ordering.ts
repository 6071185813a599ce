/* eslint-disable @typescript-eslint/prefer-for-of -- for-of over a typed array allocates an
   iterator result per element until V8 optimises the loop: megabytes per request, measured. */
import type { ProductSort } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import { sortOrder, type ListIndex } from './list-index.js';

/**
 * The matched positions in display order. RELEVANCE keeps the search's order; other sorts use
 * the index's precomputed orders: a small list is sorted by rank, a large one filtered in order.
 */
export function orderPositions(
  index: ListIndex,
  matched: Int32Array,
  sort: ProductSort,
  languageId: LanguageId,
  isSearch: boolean,
): Int32Array {
  if (sort === 'RELEVANCE' && isSearch) return matched;
  const { order, rank } = sortOrder(index, sort, languageId);
  if (matched.length * 16 < index.size) {
    // rank * 2^21 + position sorts natively, without a comparator (ranks and positions < 2^21).
    const keys = new Float64Array(matched.length);
    for (let i = 0; i < matched.length; i++) {
      const p = matched[i] ?? 0;
      keys[i] = (rank[p] ?? 0) * 2 ** 21 + p;
    }
    keys.sort();
    const out = new Int32Array(keys.length);
    for (let i = 0; i < keys.length; i++) out[i] = (keys[i] ?? 0) % 2 ** 21;
    return out;
  }
  const wanted = new Uint8Array(index.size);
  for (let i = 0; i < matched.length; i++) wanted[matched[i] ?? 0] = 1;
  const out = new Int32Array(matched.length);
  let k = 0;
  for (let i = 0; i < order.length; i++) {
    const p = order[i] ?? 0;
    if (wanted[p] === 1) out[k++] = p;
  }
  return out;
}
