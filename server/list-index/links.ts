/* eslint-disable @typescript-eslint/prefer-for-of -- for-of over a typed array allocates an
   iterator result per element until V8 optimises the loop: megabytes per request, measured. */
/** A key (category, campaign, sku name, parameter value…) with the positions of its products. */
export interface Posting<K> {
  key: K;
  /** Ascending product positions in the index. */
  positions: Int32Array;
}

/**
 * Many-to-many links between products (by position) and keys, held both ways: postings per key
 * to filter, and a compact forward list per product (CSR) to count facets in one pass.
 */
export class Links<K> {
  readonly keys: K[];
  readonly postings: Int32Array[];
  readonly #slot = new Map<K, number>();
  /** Slots of product p are items[start[p]] … items[start[p + 1] - 1]. */
  readonly start: Int32Array;
  readonly items: Int32Array;

  constructor(size: number, postings: readonly Posting<K>[]) {
    this.keys = postings.map((p) => p.key);
    this.postings = postings.map((p) => p.positions);
    this.keys.forEach((key, slot) => this.#slot.set(key, slot));
    const start = new Int32Array(size + 1);
    for (const list of this.postings) for (const p of list) start[p + 1] = (start[p + 1] ?? 0) + 1;
    for (let p = 1; p <= size; p++) start[p] = (start[p] ?? 0) + (start[p - 1] ?? 0);
    const next = start.slice(0, size);
    const items = new Int32Array(start[size] ?? 0);
    this.postings.forEach((list, slot) => {
      for (const p of list) {
        const at = next[p] ?? 0;
        items[at] = slot;
        next[p] = at + 1;
      }
    });
    this.start = start;
    this.items = items;
  }

  slotOf(key: K): number | undefined {
    return this.#slot.get(key);
  }

  has(key: K): boolean {
    return this.#slot.has(key);
  }

  /** Positions of the products linked to any of the keys (unknown keys are skipped). */
  positionsOf(keys: readonly K[]): Int32Array[] {
    return keys.flatMap((key) => {
      const slot = this.#slot.get(key);
      return slot === undefined ? [] : [this.postings[slot] ?? new Int32Array(0)];
    });
  }
}

/** A 0/1 mask over all positions: 1 where any of the lists has the position. */
export function maskOf(size: number, lists: readonly Int32Array[]): Uint8Array {
  const mask = new Uint8Array(size);
  for (const list of lists) for (let i = 0; i < list.length; i++) mask[list[i] ?? 0] = 1;
  return mask;
}
