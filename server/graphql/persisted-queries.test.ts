import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from './limits.js';
import { MAX_PERSISTED_QUERY_CHARS, PersistedQueries, queryHash } from './persisted-queries.js';

const query = (n: number) => `query Q${String(n)} { __typename }`;

describe('the persisted queries', () => {
  it('keeps a query by its hash, and answers it by the hash alone', () => {
    const store = new PersistedQueries(DEFAULT_LIMITS);
    store.set(queryHash(query(1)), query(1));
    expect(store.get(queryHash(query(1)))).toBe(query(1));
    expect(store.get(queryHash(query(2)))).toBeUndefined();
  });

  it('keeps no text that is not a query within the limits, nor one longer than it may be', () => {
    const store = new PersistedQueries(DEFAULT_LIMITS);
    // A comment of 60 KB with a tiny query: what filled the store 64 KB at a time.
    const padded = `#${'x'.repeat(60_000)}\n{ __typename }`;
    const broken = '{ products(';
    const tooManyTokens = `{ ${'__typename '.repeat(DEFAULT_LIMITS.tokens + 1)}}`;
    const long = `{ __typename ${' '.repeat(MAX_PERSISTED_QUERY_CHARS)}}`;
    for (const text of [padded, broken, tooManyTokens, long]) {
      store.set(queryHash(text), text);
      expect(store.get(queryHash(text))).toBeUndefined();
    }
  });

  it("never lets strangers' queries push out the shop's own (the app shell's)", () => {
    const store = new PersistedQueries(DEFAULT_LIMITS);
    const shell = 'query GetCategories { categories { __typename } }';
    const hash = store.pin(shell);
    expect(hash).toBe(queryHash(shell));
    // More than the store holds, each one valid.
    for (let n = 0; n < 1_100; n++) store.set(queryHash(query(n)), query(n));
    expect(store.get(hash)).toBe(shell);
    expect(store.get(queryHash(query(0)))).toBeUndefined();
    expect(store.get(queryHash(query(1_099)))).toBe(query(1_099));
    // A pinned text is not kept twice.
    store.set(hash, shell);
    expect(store.get(hash)).toBe(shell);
  });
});
