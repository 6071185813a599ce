// Every in-process cache of the server, on one list (issue 14 point 3): what it keeps, how big
// it may grow, how long an entry lives and what empties it before then. The caches are created
// through this module (createLru, createTtlMemo, createWeakMemo, createMemoMap) with the bound
// and time to live written here, so the numbers have one home; docs/architecture.md lists them.
// A cache made elsewhere is named here with `createdBy: 'owner'` and the reason.
import { LRUCache } from 'lru-cache';
import { TtlMemo } from './ttl-memo.js';

export interface CacheSpec {
  /** Where the cache lives, relative to server/. */
  module: string;
  /** What it keeps, keyed by what. */
  holds: string;
  /** How many of it exist: one per process, per app (database), per list index or per request. */
  scope: 'process' | 'app' | 'list index' | 'request';
  /** Entries at most; null when a size or the keys bound it. */
  maxEntries: number | null;
  /** Size at most, counted in `sizeUnit`; null when entries or the keys bound it. */
  maxSize: number | null;
  sizeUnit?: 'bytes' | 'positions';
  /** What bounds a cache held by its keys (a WeakMap's objects, a fixed key set). */
  keyBound?: string;
  /** Milliseconds an entry lives; null: until evicted or invalidated. */
  ttlMs: number | null;
  /** What empties or replaces it before its time. */
  invalidatedBy: string;
  /** 'registry': created by this module's functions; 'owner': by its module, for the reason. */
  createdBy: 'registry' | { owner: string };
}

const MINUTE = 60_000;
const MB = 1024 * 1024;

export const CACHES = {
  'catalogue-snapshots': {
    module: 'catalogue/catalogue-store.ts',
    holds: 'categories and brands of one language (tree, ids, aliases), per language',
    scope: 'app',
    maxEntries: null,
    maxSize: null,
    keyBound: 'one entry per language (2)',
    ttlMs: 5 * MINUTE,
    invalidatedBy: 'a catalogue change (catalogue_state.version, search/catalogue-freshness.ts)',
    createdBy: 'registry',
  },
  'product-cards': {
    module: 'catalogue/product-card-cache.ts',
    holds: "a product's card (texts, images, prices) per language and product id",
    scope: 'app',
    maxEntries: 5_000,
    maxSize: null,
    ttlMs: 30_000,
    invalidatedBy: 'a catalogue change (search/catalogue-freshness.ts via app.ts)',
    createdBy: 'registry',
  },
  'formatted-prices': {
    module: 'catalogue/money-rules.ts',
    holds: 'the shop text of an amount in øre ("1 249,-")',
    scope: 'process',
    maxEntries: 50_000,
    maxSize: null,
    ttlMs: null,
    invalidatedBy: 'nothing needed (a number formats the same forever); emptied when full',
    createdBy: 'registry',
  },
  'market-pricing': {
    module: 'site/market-store.ts',
    holds: "the channel's markets' currency and price rate, by market id",
    scope: 'app',
    maxEntries: null,
    maxSize: null,
    keyBound: 'one entry (the markets)',
    ttlMs: MINUTE,
    invalidatedBy: 'its time to live (markets change by migration or seed, with a restart)',
    createdBy: 'registry',
  },
  'product-loaders': {
    module: 'catalogue/product-loaders.ts (made per request in graphql/yoga.ts)',
    holds: 'DataLoaders of products, skus, images and cards by id, per language',
    scope: 'request',
    maxEntries: null,
    maxSize: null,
    keyBound: 'the ids one request asks for (query cost limits, graphql/limits.ts)',
    ttlMs: null,
    invalidatedBy: 'the end of the request',
    createdBy: { owner: 'DataLoader keeps its own per-loader map for the request' },
  },
  'app-shell-pages': {
    module: 'http/app-shell.ts',
    holds: 'the prerendered start and other-page HTML per language, with their CSP hashes',
    scope: 'app',
    maxEntries: null,
    maxSize: null,
    keyBound: 'one entry per language and page kind (4)',
    ttlMs: null,
    invalidatedBy:
      'a catalogue change (a menu edit bumps catalogue_state.version) or a rebuild of dist/: ' +
      'rendered again and swapped whole',
    createdBy: { owner: 'a page set rendered together and replaced whole, not a keyed cache' },
  },
  'list-index': {
    module: 'search/list-index-store.ts',
    holds: 'the in-memory list and search index of the whole catalogue (list-index/)',
    scope: 'app',
    maxEntries: 1,
    maxSize: null,
    ttlMs: null,
    invalidatedBy:
      'a new catalogue_state.version (checked every 2 s) or a time-bound list passing its next ' +
      'change: reloaded in the background while the old one answers',
    createdBy: { owner: 'one index object replaced whole, not a keyed cache' },
  },
  'list-results': {
    module: 'search/product-list-store.ts',
    holds: 'the ordered positions and facet counts of a list query (paging aside)',
    scope: 'list index',
    maxEntries: null,
    maxSize: 3_000_000,
    sizeUnit: 'positions',
    ttlMs: MINUTE,
    invalidatedBy: 'a new list index (the cache is made anew for it)',
    createdBy: 'registry',
  },
  'search-results': {
    module: 'search/product-search.ts',
    holds: 'the ranked positions found for a search text, per language',
    scope: 'list index',
    maxEntries: null,
    maxSize: 2_000_000,
    sizeUnit: 'positions',
    ttlMs: null,
    invalidatedBy: 'a new list index (the cache is made anew for it)',
    createdBy: 'registry',
  },
  'search-suggestions': {
    module: 'search/search-suggestions.ts',
    holds: 'the typeahead suggestions for a text, per language and limit',
    scope: 'app',
    maxEntries: 5_000,
    maxSize: null,
    ttlMs: 5 * MINUTE,
    invalidatedBy: 'its time to live only (a new word shows within five minutes)',
    createdBy: 'registry',
  },
  'search-tags': {
    module: 'search/search-tags.ts',
    holds: 'the top categories and brands of a search result, per result and catalogue snapshot',
    scope: 'process',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: lives as long as the list result it was counted for',
    ttlMs: null,
    invalidatedBy: 'a new catalogue snapshot (checked on read) or its result being dropped',
    createdBy: 'registry',
  },
  'facet-shapes': {
    module: 'search/product-list-resolvers.ts',
    holds: 'the GraphQL shape of a list result’s facet counts',
    scope: 'process',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: lives as long as the list result’s counts',
    ttlMs: null,
    invalidatedBy: 'its list result being dropped (a new index makes new results)',
    createdBy: 'registry',
  },
  'compound-term-suffixes': {
    module: 'list-index/compound-terms.ts',
    holds: 'the suffix index of a search-term dictionary (compound words by their last part)',
    scope: 'list index',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: lives as long as its list index’s term dictionary',
    ttlMs: null,
    invalidatedBy: 'a new list index (a catalogue change) dropping the old dictionary',
    createdBy: 'registry',
  },
  'compound-word-suffixes': {
    module: 'list-index/compound-terms.ts',
    holds: 'the suffix index of a catalogue-word dictionary (compound words by their last part)',
    scope: 'list index',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: lives as long as its list index’s word dictionary',
    ttlMs: null,
    invalidatedBy: 'a new list index (a catalogue change) dropping the old dictionary',
    createdBy: 'registry',
  },
  'selection-paths': {
    module: 'search/selection.ts',
    holds: 'whether a parsed query selects a field path, per field node',
    scope: 'process',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: lives as long as the parsed document (yoga’s and the lane’s caches)',
    ttlMs: null,
    invalidatedBy: 'nothing needed (a parsed document never changes)',
    createdBy: 'registry',
  },
  'trigram-indexes': {
    module: 'list-index/trigrams.ts',
    holds: 'the trigram index of a term dictionary, built on first use',
    scope: 'process',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: lives as long as its list index’s dictionary',
    ttlMs: null,
    invalidatedBy: 'a new list index (new dictionaries)',
    createdBy: { owner: 'list-index/ is the search engine another branch is changing' },
  },
  'glued-part-numbers': {
    module: 'search/product-search.ts',
    holds: "the names' part numbers by their letters and digits alone (bp440), per names column",
    scope: 'process',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: lives as long as its list index’s names column (one per language)',
    ttlMs: null,
    invalidatedBy: 'a new list index (new names columns)',
    createdBy: { owner: 'a WeakMap keyed by the index it describes, as the trigram indexes are' },
  },
  'campaign-sets': {
    module: 'cart/cart-campaigns.ts',
    holds: 'all discount campaigns with their products, per catalogue version',
    scope: 'process',
    maxEntries: 4,
    maxSize: null,
    ttlMs: null,
    invalidatedBy: 'a new catalogue_state.version (a new key; the oldest of more than 4 goes)',
    createdBy: 'registry',
  },
  'graphql-answers': {
    module: 'graphql/response-cache.ts',
    holds: 'the JSON answer of a catalogue query, per operation, variables and text',
    scope: 'app',
    maxEntries: 10_000,
    maxSize: 64 * MB,
    sizeUnit: 'bytes',
    ttlMs: null,
    invalidatedBy:
      'a catalogue change (emptied, and again a second later: app.ts); each answer also ' +
      'lives only its fields’ cache policy seconds (CACHE_POLICY). Size: GRAPHQL_ANSWER_CACHE_BYTES',
    createdBy: 'registry',
  },
  'graphql-document-texts': {
    module: 'graphql/response-cache.ts',
    holds: 'the query text of a parsed document (the answer cache’s key)',
    scope: 'app',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: lives as long as the parsed document',
    ttlMs: null,
    invalidatedBy: 'nothing needed (a parsed document never changes)',
    createdBy: 'registry',
  },
  'pinned-persisted-queries': {
    module: 'graphql/persisted-queries.ts',
    holds: "the shop's own query texts that pages ask by hash before any text (the app shell's)",
    scope: 'app',
    maxEntries: 200,
    maxSize: null,
    ttlMs: null,
    invalidatedBy: 'nothing needed (a hash always names the same text)',
    createdBy: 'registry',
  },
  'persisted-queries': {
    module: 'graphql/persisted-queries.ts',
    holds: 'the query text of an automatic persisted query, by its sha256 hash',
    scope: 'app',
    maxEntries: 1_000,
    maxSize: 4 * MB,
    sizeUnit: 'bytes',
    ttlMs: 60 * MINUTE,
    invalidatedBy: 'nothing needed (a hash always names the same text)',
    createdBy: 'registry',
  },
  'prepared-operations': {
    module: 'graphql/fast-lane.ts',
    holds: 'a query text parsed, validated and compiled (graphql-jit), or marked invalid',
    scope: 'app',
    maxEntries: 1_000,
    maxSize: 8 * MB,
    sizeUnit: 'bytes',
    ttlMs: null,
    invalidatedBy: 'nothing needed (the schema is fixed while the process runs)',
    createdBy: 'registry',
  },
  'rate-limit-windows': {
    module: 'http/rate-limits.ts',
    holds: 'the count of a client’s calls in the current window, per limit and client',
    scope: 'app',
    maxEntries: 100_000,
    maxSize: null,
    ttlMs: null,
    invalidatedBy: 'its window ending (a new one starts on the next call)',
    createdBy: 'registry',
  },
  'unpaid-orders-by-client': {
    module: 'http/rate-limits.ts',
    holds: 'the unpaid orders a client holds stock with, per client',
    scope: 'app',
    maxEntries: 100_000,
    maxSize: null,
    ttlMs: null,
    invalidatedBy: 'an order expiring, or the database saying it was paid or cancelled',
    createdBy: 'registry',
  },
  'compressed-bodies': {
    module: 'http/send.ts',
    holds: 'the br or gzip form of a response body, by encoding, length and sha1',
    scope: 'process',
    maxEntries: 300,
    maxSize: 16 * MB,
    sizeUnit: 'bytes',
    ttlMs: null,
    invalidatedBy: 'nothing needed (keyed by the body’s hash)',
    createdBy: 'registry',
  },
  'static-files': {
    module: 'http/static-files.ts',
    holds: 'a built storefront file read once, with its compressed forms, by path',
    scope: 'app',
    maxEntries: null,
    maxSize: null,
    keyBound: 'the files of dist/ (a path outside it is never kept)',
    ttlMs: null,
    invalidatedBy: 'the file changing on disk (mtime or size, checked on each request)',
    createdBy: { owner: 'static-files.ts is being reworked on another branch' },
  },
  'co-purchases': {
    module: 'recommendations/recommendation-service.ts',
    holds: 'the products bought in paid orders with a set of products (most shared first), per set',
    scope: 'app',
    maxEntries: 5_000,
    maxSize: null,
    ttlMs: MINUTE,
    invalidatedBy: 'its time to live only (a new paid order shows within a minute)',
    createdBy: 'registry',
  },
  'recommendation-services': {
    module: 'recommendations/recommendation-service.ts',
    holds: 'the recommendation service (with its co-purchases cache) of an app',
    scope: 'app',
    maxEntries: null,
    maxSize: null,
    keyBound: 'weak: one per app (its product list store)',
    ttlMs: null,
    invalidatedBy: 'nothing needed (lives as long as the app)',
    createdBy: 'registry',
  },
  'rendered-images': {
    module: 'images/images-route.ts',
    holds: 'a drawn product, brand, category or campaign image with its ETag, by path',
    scope: 'app',
    maxEntries: 2_000,
    maxSize: null,
    ttlMs: null,
    invalidatedBy: 'nothing needed (a path draws the same image; answers are immutable)',
    createdBy: 'registry',
  },
} as const satisfies Record<string, CacheSpec>;

export type CacheName = keyof typeof CACHES;

/** The list, one line per cache, as docs/architecture.md shows it. */
export function cacheListing(): string[] {
  return Object.entries(CACHES).map(([name, spec]: [string, CacheSpec]) => {
    const bound = [
      spec.maxEntries === null ? null : `${spec.maxEntries.toLocaleString('en')} entries`,
      spec.maxSize === null ? null : `${spec.maxSize.toLocaleString('en')} ${spec.sizeUnit ?? ''}`,
      spec.keyBound ?? null,
    ]
      .filter(Boolean)
      .join(', ');
    const ttl = spec.ttlMs === null ? 'no TTL' : `TTL ${spec.ttlMs / 1000} s`;
    return `${name} (${spec.module}, per ${spec.scope}): ${spec.holds}; ${bound}; ${ttl}; cleared by ${spec.invalidatedBy}`;
  });
}

/** What lru-cache keeps: anything but null and undefined. */
type Cacheable = object | string | number | boolean | bigint | symbol;

type LruOptions<K extends Cacheable, V extends Cacheable, FC> = Omit<
  LRUCache.OptionsBase<K, V, FC>,
  'max' | 'maxSize' | 'ttl'
> & {
  /** A configured bound instead of the registered default (graphql-answers, rate limits). */
  max?: number;
  maxSize?: number;
};

/** An LRU cache with the bound and time to live registered under `name`. */
export function createLru<K extends Cacheable, V extends Cacheable, FC = unknown>(
  name: CacheName,
  options: LruOptions<K, V, FC> = {},
): LRUCache<K, V, FC> {
  const spec: CacheSpec = CACHES[name];
  const max = options.max ?? spec.maxEntries;
  const maxSize = options.maxSize ?? spec.maxSize;
  return new LRUCache<K, V, FC>({
    ...options,
    ...(max !== null && { max }),
    ...(maxSize !== null && { maxSize }),
    ...(spec.ttlMs !== null && { ttl: spec.ttlMs }),
  } as LRUCache.Options<K, V, FC>);
}

/** A memo of async loads per key, kept the registered time (catalogue-snapshots). */
export function createTtlMemo<K, V>(name: CacheName, ttlMs?: number): TtlMemo<K, V> {
  const registered: number | null = CACHES[name].ttlMs;
  const ttl = ttlMs ?? registered;
  if (ttl === null) throw new Error(`Cache ${name} has no time to live for a TtlMemo`);
  return new TtlMemo<K, V>(ttl);
}

/** A WeakMap memo: its keys' lifetimes bound it. */
export function createWeakMemo<K extends WeakKey, V>(_name: CacheName): WeakMap<K, V> {
  return new WeakMap<K, V>();
}

/** A Map its owner keeps within the registered entries (maxEntriesOf). */
export function createMemoMap<K, V>(_name: CacheName): Map<K, V> {
  return new Map<K, V>();
}

/** The registered entry bound of a cache its owner enforces itself (a Map). */
export function maxEntriesOf(name: CacheName): number {
  const max: number | null = CACHES[name].maxEntries;
  if (max === null) throw new Error(`Cache ${name} has no entry bound`);
  return max;
}
