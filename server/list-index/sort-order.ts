import type { SortOrder } from './list-index.js';

/** Positions 0…size-1 sorted by compare, with each position's rank. */
export function orderBy(size: number, compare: (a: number, b: number) => number): SortOrder {
  const order = new Int32Array(size).map((_, i) => i).sort(compare);
  const rank = new Int32Array(size);
  order.forEach((p, r) => (rank[p] = r));
  return { order, rank };
}
