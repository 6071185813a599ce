import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CACHES, cacheListing, createLru, type CacheSpec } from './registry.js';

const server = fileURLToPath(new URL('..', import.meta.url));
const specs = Object.entries(CACHES) as [string, CacheSpec][];

/** Run-time source files of the server (no tests, test helpers, seed or generated code). */
function runtimeFiles(dir = server): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['test', 'testing', 'seed', 'cli', 'generated'].includes(entry.name) && dir === server
        ? []
        : runtimeFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the cache registry', () => {
  it('lists the caches the server keeps', () => {
    expect(Object.keys(CACHES).sort()).toEqual(
      [
        'app-shell-pages',
        'campaign-sets',
        'catalogue-snapshots',
        'co-purchases',
        'compound-term-suffixes',
        'compound-word-suffixes',
        'compressed-bodies',
        'facet-shapes',
        'formatted-prices',
        'glued-part-numbers',
        'graphql-answers',
        'graphql-document-texts',
        'list-index',
        'list-results',
        'market-pricing',
        'persisted-queries',
        'pinned-persisted-queries',
        'prepared-operations',
        'product-cards',
        'product-loaders',
        'rate-limit-windows',
        'recommendation-services',
        'rendered-images',
        'search-results',
        'search-suggestions',
        'search-tags',
        'selection-paths',
        'static-files',
        'trigram-indexes',
        'unpaid-orders-by-client',
      ].sort(),
    );
  });

  it.each(specs)('%s has a bound, a time to live or none, and what invalidates it', (_, spec) => {
    const bounded =
      (spec.maxEntries !== null && spec.maxEntries > 0) ||
      (spec.maxSize !== null && spec.maxSize > 0) ||
      Boolean(spec.keyBound?.trim());
    expect(bounded).toBe(true);
    if (spec.maxSize !== null) expect(spec.sizeUnit).toBeDefined();
    if (spec.ttlMs !== null) expect(spec.ttlMs).toBeGreaterThan(0);
    expect(spec.invalidatedBy.trim().length).toBeGreaterThan(10);
    expect(spec.holds.trim().length).toBeGreaterThan(10);
  });

  it.each(specs)('%s is made where the registry says', (name, spec) => {
    const file = path.join(server, spec.module.split(' ')[0] ?? '');
    const text = readFileSync(file, 'utf8');
    // Made through the registry: its module names it; made by its owner: a reason is given.
    if (spec.createdBy === 'registry') expect(text).toContain(`'${name}'`);
    else expect(spec.createdBy.owner.length).toBeGreaterThan(10);
  });

  it('creates LRU caches with the registered bound and time to live', () => {
    const images = createLru<string, string>('rendered-images');
    expect(images.max).toBe(2_000);
    expect(images.ttl).toBe(0);
    const lists = createLru<string, Int32Array>('list-results', {
      sizeCalculation: (positions) => positions.length + 1,
    });
    expect(lists.maxSize).toBe(3_000_000);
    expect(lists.ttl).toBe(60_000);
    const answers = createLru<string, string>('graphql-answers', {
      maxSize: 1024,
      sizeCalculation: (text) => text.length,
    });
    expect([answers.max, answers.maxSize]).toEqual([10_000, 1024]);
  });

  it('leaves no LRU cache or timed memo outside the registry', () => {
    // Module-level maps made empty fill up as the process runs (tables built from constant data
    // do not). Those that are no cache: a request's lane result handed to yoga.
    const notCaches = ['graphql/fast-lane.ts: handedOver'];
    const made: string[] = [];
    for (const file of runtimeFiles()) {
      const relative = path.relative(server, file);
      if (relative.startsWith('cache/')) continue;
      const text = readFileSync(file, 'utf8');
      if (/new (LRUCache|TtlMemo)\b/.test(text)) made.push(`${relative}: LRUCache/TtlMemo`);
      for (const match of text.matchAll(
        /^(?:export )?const (\w+) = new (?:Weak)?Map(?:<[^;]*>)?\(\);/gm,
      ))
        made.push(`${relative}: ${match[1] ?? ''}`);
    }
    const owned = specs
      .filter(([, spec]) => spec.createdBy !== 'registry')
      .map(([, spec]) => spec.module.split(' ')[0] ?? '');
    expect(
      made.filter(
        (entry) => !notCaches.includes(entry) && !owned.some((m) => entry.startsWith(`${m}:`)),
      ),
    ).toEqual([]);
  });

  it('is shown in the architecture map, one line per cache', () => {
    const map = readFileSync(path.join(server, '../docs/architecture.md'), 'utf8');
    for (const [name, spec] of specs) {
      const line = map.split('\n').find((l) => l.startsWith(`| \`${name}\``));
      expect(line, name).toContain(spec.module.split(' ')[0]);
    }
  });

  it('prints one line per cache', () => {
    const lines = cacheListing();
    expect(lines).toHaveLength(specs.length);
    expect(lines.find((line) => line.startsWith('product-cards '))).toBe(
      "product-cards (catalogue/product-card-cache.ts, per app): a product's card (texts, " +
        'images, prices) per language and product id; 5,000 entries; TTL 30 s; cleared by a ' +
        'catalogue change (search/catalogue-freshness.ts via app.ts)',
    );
  });
});
