// The automatic persisted queries (APQ) that yoga's plugin and the fast lane share: a query's
// text by its SHA-256, so a browser may ask by hash alone (a GET the HTTP caches can keep).
//
// Who may write: anyone whose request carries a text with its hash (yoga and the lane check the
// hash first). What it may cost: a text is kept only when it is at most
// MAX_PERSISTED_QUERY_CHARS long and parses within the token limit (a 64 KB comment is not a
// query), in a store bounded by entries and bytes; the shop's own documents that pages ask by
// hash before any text could come (the app shell's queries) are pinned apart, so a stranger
// filling the store cannot push them out. Bad input: a text too long or not a document is not
// kept, and the request goes on to be answered (or refused) as it would have been.
import { createHash } from 'node:crypto';
import { createLru, createMemoMap, maxEntriesOf } from '../cache/registry.js';
import { parseLimited, type GraphqlLimits } from './limits.js';

/** The longest text kept by its hash: four times the storefront's longest document (~3.6 KB). */
export const MAX_PERSISTED_QUERY_CHARS = 16 * 1024;

export const queryHash = (query: string): string =>
  createHash('sha256').update(query).digest('hex');

export class PersistedQueries {
  readonly #recent = createLru<string, string>('persisted-queries', {
    sizeCalculation: (query) => query.length + 64,
  });
  readonly #pinned = createMemoMap<string, string>('pinned-persisted-queries');
  readonly #limits: GraphqlLimits;

  constructor(limits: GraphqlLimits) {
    this.#limits = limits;
  }

  get(hash: string): string | undefined {
    return this.#pinned.get(hash) ?? this.#recent.get(hash);
  }

  /** Keeps a text sent with its (checked) hash, if it is a query worth keeping. */
  set(hash: string, query: string): void {
    if (this.#pinned.has(hash) || query.length > MAX_PERSISTED_QUERY_CHARS) return;
    try {
      parseLimited(query, this.#limits, { noLocation: true });
    } catch {
      return;
    }
    this.#recent.set(hash, query);
  }

  /** One of the shop's own documents, kept for the server's life; its hash. */
  pin(query: string): string {
    const hash = queryHash(query);
    if (this.#pinned.has(hash) || this.#pinned.size < maxEntriesOf('pinned-persisted-queries'))
      this.#pinned.set(hash, query);
    return hash;
  }
}
