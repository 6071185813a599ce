import type { SearchBrand, SearchCategory } from '../generated/resolvers.js';
import type { ListIndex } from '../list-index/list-index.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { createWeakMemo } from '../cache/registry.js';

const MAX_TAGS = 8;

function top(keys: Int32Array, positions: Int32Array): [number, number][] {
  let max = 0;
  positions.forEach((p) => (max = Math.max(max, keys[p] ?? 0)));
  const counts = new Int32Array(max + 1);
  positions.forEach((p) => {
    const key = keys[p] ?? 0;
    counts[key] = (counts[key] ?? 0) + 1;
  });
  const found: [number, number][] = [];
  counts.forEach((count, key) => {
    if (count > 0) found.push([key, count]);
  });
  return found.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, MAX_TAGS);
}

interface Tags {
  categories: SearchCategory[];
  brands: SearchBrand[];
}

// Counted and shaped once per list result (results are cached) and catalogue snapshot, not once
// per request.
const counted = createWeakMemo<Int32Array, { snapshot: CatalogueSnapshot; tags: Tags }>(
  'search-tags',
);

/** The categories and brands most of the found products belong to, for the results panel. */
export function searchTags(index: ListIndex, found: Int32Array, snapshot: CatalogueSnapshot): Tags {
  const known = counted.get(found);
  if (known?.snapshot === snapshot) return known.tags;
  const categories = top(index.primaryCategory, found).flatMap(([id, count]) => {
    const c = snapshot.categoryById.get(id);
    if (!c) return [];
    return [
      { categoryId: c.id, name: c.name, alias: c.alias, canonicalUrl: c.canonicalUrl, count },
    ];
  });
  const brands = top(index.brand, found).flatMap(([id, count]) => {
    const b = snapshot.brandById.get(id);
    if (!b) return [];
    return [{ brandId: b.id, name: b.name, alias: b.alias, canonicalUrl: `b/${b.alias}`, count }];
  });
  const tags = { categories, brands };
  counted.set(found, { snapshot, tags });
  return tags;
}
