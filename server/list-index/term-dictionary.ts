export interface TermRow {
  term: string;
  products: number;
}

/** Terms (or words) of one language with their product counts, for exact and prefix lookups. */
export class TermDictionary {
  readonly #sorted: string[];
  readonly #products = new Map<string, number>();

  constructor(rows: readonly TermRow[]) {
    for (const row of rows) this.#products.set(row.term, row.products);
    this.#sorted = [...this.#products.keys()].sort();
  }

  /** Every term, in code-point order. */
  all(): string[] {
    return this.#sorted;
  }

  has(term: string): boolean {
    return this.#products.has(term);
  }

  products(term: string): number {
    return this.#products.get(term) ?? 0;
  }

  /** Terms starting with prefix, most products first; the prefix itself only if includeSelf. */
  withPrefix(prefix: string, limit: number, includeSelf = false): string[] {
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
      if (includeSelf || term !== prefix) found.push(term);
    }
    const count = (term: string) => this.#products.get(term) ?? 0;
    return found.sort((a, b) => count(b) - count(a)).slice(0, limit);
  }
}
