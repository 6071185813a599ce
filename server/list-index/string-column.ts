/**
 * A column of strings, one per product position, kept as one flat string and the offsets of
 * its entries. The index holds 100,000 products' names, aliases (per language), article numbers
 * and image lists: as arrays from `split` they were ~600,000 sliced strings, each pinning the
 * whole chunk string it came from (about 30 MB of the heap at 100k products); here they are a
 * few flat strings and typed arrays. An entry is sliced out when it is read.
 */
export class StringColumn {
  readonly #joined: string;
  /** Where entry p starts; entry p ends one before starts[p + 1] (the separator). */
  readonly #starts: Int32Array;

  private constructor(joined: string, starts: Int32Array) {
    this.#joined = joined;
    this.#starts = starts;
  }

  static of(entries: readonly string[]): StringColumn {
    const starts = new Int32Array(entries.length + 1);
    let at = 0;
    entries.forEach((entry, p) => {
      starts[p] = at;
      at += entry.length + 1;
    });
    starts[entries.length] = at;
    // join makes one flat string: the entries' own strings (and what they slice) can go.
    return new StringColumn(entries.length === 0 ? '' : `${entries.join('\n')}\n`, starts);
  }

  /** A column of `size` empty strings. */
  static empty(size: number): StringColumn {
    return StringColumn.of(new Array<string>(size).fill(''));
  }

  get length(): number {
    return this.#starts.length - 1;
  }

  /** The entry at a position ('' outside the column). */
  at(position: number): string {
    if (position < 0 || position >= this.length) return '';
    return this.#joined.slice(this.#starts[position], (this.#starts[position + 1] ?? 1) - 1);
  }
}
