export interface TermRow {
  term: string;
  products: number;
}

/** The full-text terms of one language, for exact and prefix lookups without a round trip. */
export class TermDictionary {
  readonly #sorted: string[];
  readonly #products = new Map<string, number>();

  constructor(rows: readonly TermRow[]) {
    for (const row of rows) this.#products.set(row.term, row.products);
    this.#sorted = [...this.#products.keys()].sort();
  }

  has(term: string): boolean {
    return this.#products.has(term);
  }

  /** Terms starting with prefix (the prefix itself excluded), most products first. */
  withPrefix(prefix: string, limit: number): string[] {
    let lo = 0;
    let hi = this.#sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.#sorted[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < this.#sorted.length; i++) {
      const term = this.#sorted[i] ?? '';
      if (!term.startsWith(prefix)) break;
      if (term !== prefix) found.push(term);
    }
    const count = (term: string) => this.#products.get(term) ?? 0;
    return found.sort((a, b) => count(b) - count(a)).slice(0, limit);
  }
}
