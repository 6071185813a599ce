/* eslint-disable @typescript-eslint/prefer-for-of -- for-of over a typed array allocates an
   iterator result per element until V8 optimises the loop: megabytes per request, measured. */
import type { LanguageId } from '../i18n/language.js';
import type { Links } from './links.js';
import type { ListIndex } from './list-index.js';
import type { ListQuery } from './list-query.js';

export type FacetFamily = 'categories' | 'brands' | 'campaigns' | 'skus' | 'price' | 'parameter';

/** One facet with a selection: the products it lets through, as lists and as a test. */
export interface FacetGroup {
  family: FacetFamily;
  /** Parameter name slot (family 'parameter'). */
  nameSlot: number;
  /** Ascending product positions per selected value; together, the products let through. */
  lists: Int32Array[];
  /** Total length of lists. */
  size: number;
  /** The test of one product: a link to a selected slot, a brand, or a price range. */
  links: Links<unknown> | null;
  /** Selected link slots, or brand ids (index = id). */
  chosen: Uint8Array;
  minOre: number;
  maxOre: number;
}

// Groups are bits of one Uint32 per product: 5 fixed families leave room for 27 parameters.
const MAX_PARAMETER_GROUPS = 27;

// The hot loops below live in module-level functions: closures made per request would run
// unoptimised.

/** Index in the ascending price order of the first product costing at least ore. */
function firstAtLeast(index: ListIndex, order: Int32Array, ore: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((index.sellingOre[order[mid] ?? 0] ?? 0) < ore) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function group(family: FacetFamily, lists: Int32Array[], extra: Partial<FacetGroup> = {}) {
  if (lists.length === 0) return null;
  const size = lists.reduce((sum, list) => sum + list.length, 0);
  return {
    family,
    nameSlot: -1,
    lists,
    size,
    links: null,
    chosen: new Uint8Array(0),
    minOre: 0,
    maxOre: 0,
    ...extra,
  };
}

function linkGroup<K>(family: FacetFamily, links: Links<K>, keys: readonly K[]): FacetGroup | null {
  const chosen = new Uint8Array(links.keys.length);
  for (const key of keys) {
    const slot = links.slotOf(key);
    if (slot !== undefined) chosen[slot] = 1;
  }
  return group(family, links.positionsOf(keys), { links, chosen });
}

/**
 * The facet selections that can filter: ids and values without products in the index are
 * dropped, and a facet left without any is no filter at all (bad input is ignored, not an error).
 */
export function facetGroups(index: ListIndex, q: ListQuery, languageId: LanguageId): FacetGroup[] {
  const groups: (FacetGroup | null)[] = [
    linkGroup('categories', index.categories, q.categories),
    linkGroup('campaigns', index.campaigns, q.campaigns),
    linkGroup('skus', index.skus, q.skus),
  ];
  const brandLists = q.brands.flatMap((b) => index.brandPositions.get(b) ?? []);
  const chosenBrands = new Uint8Array(Math.max(0, ...q.brands) + 1);
  for (const b of q.brands) chosenBrands[b] = 1;
  groups.push(group('brands', brandLists, { chosen: chosenBrands }));
  if (q.minOre !== null || q.maxOre !== null) {
    const minOre = q.minOre ?? 0;
    const maxOre = q.maxOre ?? Number.MAX_SAFE_INTEGER;
    // The price order is ascending: the range is one slice of it, found by binary search.
    const { order } = index.orders.PRICE_ASC;
    const range = order.subarray(
      firstAtLeast(index, order, minOre),
      firstAtLeast(index, order, maxOre + 1),
    );
    groups.push(group('price', [range], { minOre, maxOre }));
  }
  const parameters = index.parameters[languageId];
  for (const selection of q.parameters.slice(0, MAX_PARAMETER_GROUPS)) {
    const values = parameters.slots.get(selection.name);
    const slots = selection.values.flatMap((v) => values?.get(v) ?? []);
    const found = linkGroup('parameter', parameters.links, slots);
    if (found) found.nameSlot = parameters.nameOf[slots[0] ?? 0] ?? -1;
    groups.push(found);
  }
  return groups.filter((g) => g !== null);
}

function passes(index: ListIndex, g: FacetGroup, p: number): boolean {
  if (g.links) {
    const { start, items } = g.links;
    const end = start[p + 1] ?? 0;
    for (let i = start[p] ?? 0; i < end; i++) if (g.chosen[items[i] ?? 0] === 1) return true;
    return false;
  }
  if (g.family === 'brands') return g.chosen[index.brand[p] ?? 0] === 1;
  const ore = index.sellingOre[p] ?? 0;
  return ore >= g.minOre && ore <= g.maxOre;
}

function mark(bits: Uint32Array, g: FacetGroup, bit: number): void {
  for (let l = 0; l < g.lists.length; l++) {
    const list = g.lists[l] ?? new Int32Array(0);
    for (let i = 0; i < list.length; i++) {
      const p = list[i] ?? 0;
      bits[p] = (bits[p] ?? 0) | bit;
    }
  }
}

/** What testing one product against the group costs, in marks (random stores into bits). */
const testCost = (g: FacetGroup) => (g.links ? 4 : 1);

/** Tests the list's products against the groups in `tested` (bits), ORed into bits[p]. */
function test(
  index: ListIndex,
  bits: Uint32Array,
  list: Int32Array,
  groups: readonly FacetGroup[],
  tested: number,
  keep: boolean,
): void {
  // A price range and a brand choice, the most common facets, are tested inline: a read of a
  // column each, in position order.
  let priceBit = 0;
  let brandBit = 0;
  let minOre = 0;
  let maxOre = 0;
  let brands: Uint8Array = new Uint8Array(0);
  let others = 0;
  for (let g = 0; g < groups.length; g++) {
    const facet = groups[g];
    const bit = 1 << g;
    if (!facet || (tested & bit) === 0) continue;
    if (facet.family === 'price' && priceBit === 0) {
      priceBit = bit;
      minOre = facet.minOre;
      maxOre = facet.maxOre;
    } else if (facet.family === 'brands' && brandBit === 0) {
      brandBit = bit;
      brands = facet.chosen;
    } else others |= bit;
  }
  const { sellingOre, brand } = index;
  for (let k = 0; k < list.length; k++) {
    const p = list[k] ?? 0;
    let passed = keep ? (bits[p] ?? 0) : 0;
    if (priceBit !== 0) {
      const ore = sellingOre[p] ?? 0;
      if (ore >= minOre && ore <= maxOre) passed |= priceBit;
    }
    if (brandBit !== 0 && brands[brand[p] ?? 0] === 1) passed |= brandBit;
    if (others !== 0) {
      for (let g = 0; g < groups.length; g++) {
        const facet = groups[g];
        if (facet && (others & (1 << g)) !== 0 && passes(index, facet, p)) passed |= 1 << g;
      }
    }
    bits[p] = passed;
  }
}

/**
 * Per product of the list, one bit per group it passes, written into `bits` (other positions
 * are left undefined): each group either tests the list's products or marks its own products,
 * whichever is cheaper. A price range over most of the catalogue is tested (a sequential read
 * per product) rather than marked (a random store per product in the range).
 */
export function passBits(
  index: ListIndex,
  bits: Uint32Array,
  groups: readonly FacetGroup[],
  context: Int32Array | null,
): Uint32Array {
  const list = context ?? index.all;
  let marked = 0;
  let tested = 0;
  groups.forEach((g, i) => {
    if (g.size < list.length * testCost(g)) marked |= 1 << i;
    else tested |= 1 << i;
  });
  if (marked !== 0) {
    // Clearing only the list's positions would cost as much as a fill once the list is long.
    if (context && context.length * 8 < bits.length)
      for (let k = 0; k < context.length; k++) bits[context[k] ?? 0] = 0;
    else bits.fill(0);
    groups.forEach((g, i) => {
      if ((marked & (1 << i)) !== 0) mark(bits, g, 1 << i);
    });
  }
  if (tested !== 0) test(index, bits, list, groups, tested, marked !== 0);
  return bits;
}
