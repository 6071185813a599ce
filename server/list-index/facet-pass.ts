import type { LanguageId } from '../i18n/language.js';
import { passBits, type FacetFamily, type FacetGroup } from './facet-groups.js';
import type { Links } from './links.js';
import type { ListIndex } from './list-index.js';

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

function countLinks<K>(links: Links<K>, counts: Int32Array, p: number): void {
  const end = links.start[p + 1] ?? 0;
  for (let i = links.start[p] ?? 0; i < end; i++) {
    const slot = links.items[i] ?? 0;
    counts[slot] = (counts[slot] ?? 0) + 1;
  }
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
  const n = context ? context.length : index.size;
  if (groups.length === 0 && !withCounts)
    return { matched: context ?? new Int32Array(n).map((_, i) => i), counts: null };

  const { bits, matched } = scratchFor(index.size);
  if (groups.length > 0) passBits(bits, groups, context);
  const all = groups.length === 32 ? 0xffffffff : (1 << groups.length) - 1;
  const parameters = index.parameters[languageId];
  let maxBrand = 0;
  for (const b of index.known.brands) maxBrand = Math.max(maxBrand, b);
  const c: FacetCounts = {
    categories: new Int32Array(withCounts ? index.categories.keys.length : 0),
    brands: new Int32Array(withCounts ? maxBrand + 1 : 0),
    campaigns: new Int32Array(withCounts ? index.campaigns.keys.length : 0),
    skus: new Int32Array(withCounts ? index.skus.keys.length : 0),
    parameters: new Int32Array(withCounts ? parameters.links.keys.length : 0),
    price: null,
  };
  let min = Infinity;
  let max = -Infinity;

  const countBrand = (p: number) => {
    const brand = index.brand[p] ?? 0;
    c.brands[brand] = (c.brands[brand] ?? 0) + 1;
  };
  const countPrice = (p: number) => {
    const ore = index.sellingOre[p] ?? 0;
    if (ore < min) min = ore;
    if (ore > max) max = ore;
  };
  const countAll = (p: number) => {
    countLinks(index.categories, c.categories, p);
    countLinks(index.campaigns, c.campaigns, p);
    countLinks(index.skus, c.skus, p);
    countLinks(parameters.links, c.parameters, p);
    countBrand(p);
    countPrice(p);
  };
  const countParameter = (nameSlot: number, p: number) => {
    const { start, items } = parameters.links;
    const end = start[p + 1] ?? 0;
    for (let i = start[p] ?? 0; i < end; i++) {
      const slot = items[i] ?? 0;
      if (parameters.nameOf[slot] === nameSlot) c.parameters[slot] = (c.parameters[slot] ?? 0) + 1;
    }
  };
  const linked: Partial<Record<FacetFamily, [Links<unknown>, Int32Array]>> = {
    categories: [index.categories, c.categories],
    campaigns: [index.campaigns, c.campaigns],
    skus: [index.skus, c.skus],
  };
  const countOne = (group: FacetGroup, p: number) => {
    const links = linked[group.family];
    if (links) countLinks(links[0], links[1], p);
    else if (group.family === 'brands') countBrand(p);
    else if (group.family === 'price') countPrice(p);
    else countParameter(group.nameSlot, p);
  };

  let m = 0;
  for (let k = 0; k < n; k++) {
    const p = context ? (context[k] ?? 0) : k;
    const failed = all === 0 ? 0 : (all & ~(bits[p] ?? 0)) >>> 0;
    if (failed === 0) {
      matched[m++] = p;
      if (withCounts) countAll(p);
    } else if (withCounts && (failed & (failed - 1)) === 0) {
      const group = groups[31 - Math.clz32(failed)];
      if (group) countOne(group, p);
    }
  }
  if (withCounts && min <= max) c.price = { min, max };
  return { matched: matched.slice(0, m), counts: withCounts ? c : null };
}
