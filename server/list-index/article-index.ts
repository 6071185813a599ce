import { StringColumn } from './string-column.js';

// FNV-1a: a 32-bit hash as the map key keeps 200k article keys out of the JS heap as strings.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const keyOf = (text: string): string => text.trim().toUpperCase();
const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * Article numbers to product positions: the whole number ("POL-123456", any case) or its digits
 * alone ("123456", four or more). Hash hits are checked against the stored number.
 */
export class ArticleIndex {
  readonly #articles: StringColumn;
  readonly #byHash = new Map<number, number>();
  /** Keys whose hash another key already took (rare). */
  readonly #collisions = new Map<string, number>();

  /** `articles`: the article number at each position (the cards show the same column). */
  constructor(articles: StringColumn | readonly string[]) {
    this.#articles = articles instanceof StringColumn ? articles : StringColumn.of(articles);
    for (let p = 0; p < this.#articles.length; p++) {
      const article = this.#articles.at(p);
      this.#add(keyOf(article), p);
      const digits = digitsOf(article);
      if (digits.length >= 4) this.#add(digits, p);
    }
  }

  /** The position of the product with this article number (or these digits of one). */
  find(text: string): number | undefined {
    const key = keyOf(text);
    if (!key) return undefined;
    const p = this.#byHash.get(hash(key));
    if (p !== undefined && this.#matches(p, key)) return p;
    return this.#collisions.get(key);
  }

  #add(key: string, p: number): void {
    const h = hash(key);
    const taken = this.#byHash.get(h);
    if (taken === undefined) this.#byHash.set(h, p);
    else if (!this.#matches(taken, key) && !this.#collisions.has(key)) this.#collisions.set(key, p);
  }

  #matches(p: number, key: string): boolean {
    const article = this.#articles.at(p);
    return keyOf(article) === key || digitsOf(article) === key;
  }
}
