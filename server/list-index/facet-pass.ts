/* eslint-disable @typescript-eslint/prefer-for-of -- for-of over a typed array allocates an
   iterator result per element until V8 optimises the loop: megabytes per request, measured. */
import type { LanguageId } from '../i18n/language.js';
import { passBits, type FacetGroup } from './facet-groups.js';
import type { Links } from './links.js';
import type { ListIndex, ParameterIndex } from './list-index.js';

// Catalogue-sized work arrays reused by every pass (a pass runs synchronously): allocating
// them per request fed the garbage collector.
let scratch: { bits: Uint32Array; matched: Int32Array } | null = null;

function scratchFor(size: number) {
  if (scratch?.bits.length !== size)
    scratch = { bits: new Uint32Array(size), matched: new Int32Array(size) };
  return scratch;
}

export interface FacetCounts {
  /** Counts per link slot (categories, campaigns, skus, parameter values) or brand id. */
  categories: Int32Array;
  brands: Int32Array;
  campaigns: Int32Array;
  skus: Int32Array;
  parameters: Int32Array;
  /** Selling price range in øre; null when no product counts. */
  price: { min: number; max: number } | null;
}

export interface PassResult {
  /** Positions passing every facet, in context order. */
  matched: Int32Array;
  counts: FacetCounts | null;
}

interface Counting {
  index: ListIndex;
  parameters: ParameterIndex;
  c: FacetCounts;
  min: number;
  max: number;
}

// Module-level functions: they get optimised, closures made per request would not.

function countLinks<K>(links: Links<K>, counts: Int32Array, p: number): void {
  const end = links.start[p + 1] ?? 0;
  for (let i = links.start[p] ?? 0; i < end; i++) {
    const slot = links.items[i] ?? 0;
    counts[slot] = (counts[slot] ?? 0) + 1;
  }
}

function countPrice(s: Counting, p: number): void {
  const ore = s.index.sellingOre[p] ?? 0;
  if (ore < s.min) s.min = ore;
  if (ore > s.max) s.max = ore;
}

function countBrand(s: Counting, p: number): void {
  const brand = s.index.brand[p] ?? 0;
  s.c.brands[brand] = (s.c.brands[brand] ?? 0) + 1;
}

function countAll(s: Counting, p: number): void {
  countLinks(s.index.categories, s.c.categories, p);
  countLinks(s.index.campaigns, s.c.campaigns, p);
  countLinks(s.index.skus, s.c.skus, p);
  countLinks(s.parameters.links, s.c.parameters, p);
  countBrand(s, p);
  countPrice(s, p);
}

/** Counts p for the one facet it fails: that facet's values only. */
function countOne(s: Counting, group: FacetGroup, p: number): void {
  const { index, c, parameters } = s;
  if (group.family === 'categories') countLinks(index.categories, c.categories, p);
  else if (group.family === 'campaigns') countLinks(index.campaigns, c.campaigns, p);
  else if (group.family === 'skus') countLinks(index.skus, c.skus, p);
  else if (group.family === 'brands') countBrand(s, p);
  else if (group.family === 'price') countPrice(s, p);
  else {
    const { start, items } = parameters.links;
    const end = start[p + 1] ?? 0;
    for (let i = start[p] ?? 0; i < end; i++) {
      const slot = items[i] ?? 0;
      if (parameters.nameOf[slot] === group.nameSlot)
        c.parameters[slot] = (c.parameters[slot] ?? 0) + 1;
    }
  }
}

function emptyCounts(index: ListIndex, parameters: ParameterIndex): FacetCounts {
  let maxBrand = 0;
  for (const b of index.known.brands) maxBrand = Math.max(maxBrand, b);
  return {
    categories: new Int32Array(index.categories.keys.length),
    brands: new Int32Array(maxBrand + 1),
    campaigns: new Int32Array(index.campaigns.keys.length),
    skus: new Int32Array(index.skus.keys.length),
    parameters: new Int32Array(parameters.links.keys.length),
    price: null,
  };
}

/**
 * One pass over the list: a product passing every facet is a match and counts for every facet;
 * a product failing exactly one facet counts for that facet alone. So each facet's counts apply
 * all the other facets' selections (OR within a facet, AND across facets).
 */
export function facetPass(
  index: ListIndex,
  languageId: LanguageId,
  context: Int32Array | null,
  groups: readonly FacetGroup[],
  withCounts: boolean,
): PassResult {
  const list = context ?? index.all;
  if (groups.length === 0 && !withCounts) return { matched: list, counts: null };
  const { bits, matched } = scratchFor(index.size);
  if (groups.length > 0) passBits(index, bits, groups, context);
  const allGroups = groups.length === 32 ? 0xffffffff : (1 << groups.length) - 1;
  const parameters = index.parameters[languageId];
  const s: Counting | null = withCounts
    ? { index, parameters, c: emptyCounts(index, parameters), min: Infinity, max: -Infinity }
    : null;
  let m = 0;
  for (let k = 0; k < list.length; k++) {
    const p = list[k] ?? 0;
    const failed = allGroups === 0 ? 0 : (allGroups & ~(bits[p] ?? 0)) >>> 0;
    if (failed === 0) {
      matched[m++] = p;
      if (s) countAll(s, p);
    } else if (s && (failed & (failed - 1)) === 0) {
      const group = groups[31 - Math.clz32(failed)];
      if (group) countOne(s, group, p);
    }
  }
  if (s && s.min <= s.max) s.c.price = { min: s.min, max: s.max };
  return { matched: matched.slice(0, m), counts: s ? s.c : null };
}
