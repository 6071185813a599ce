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
    const keys = Float64Array.from(matched, (p) => (rank[p] ?? 0) * 2 ** 21 + p).sort();
    return Int32Array.from(keys, (key) => key % 2 ** 21);
  }
  const wanted = new Uint8Array(index.size);
  for (const p of matched) wanted[p] = 1;
  const out = new Int32Array(matched.length);
  let k = 0;
  for (const p of order) if (wanted[p] === 1) out[k++] = p;
  return out;
}
