import type { LanguageId } from '../i18n/language.js';
import type { Links } from './links.js';
import type { ListIndex } from './list-index.js';
import type { ListQuery } from './list-query.js';

export type FacetFamily = 'categories' | 'brands' | 'campaigns' | 'skus' | 'price' | 'parameter';

/** One facet with a selection: the products it lets through. */
export interface FacetGroup {
  family: FacetFamily;
  /** Parameter name slot (family 'parameter'). */
  nameSlot: number;
  /** Sets `bit` in bits[p] for every product p the facet lets through. */
  mark: (bits: Uint32Array, bit: number) => void;
  /** Whether the facet lets product p through (cheaper than mark for a short list). */
  test: (p: number) => boolean;
}

// Groups are bits of one Uint32 per product: 5 fixed families leave room for 27 parameters.
const MAX_PARAMETER_GROUPS = 27;

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

function listGroup(
  family: FacetFamily,
  lists: readonly Int32Array[],
  test: (p: number) => boolean,
): FacetGroup | null {
  if (lists.length === 0) return null;
  const mark = (bits: Uint32Array, bit: number) => {
    for (const list of lists) for (const p of list) bits[p] = (bits[p] ?? 0) | bit;
  };
  return { family, nameSlot: -1, mark, test };
}

/** Whether product p links to one of the slots. */
function linksAny<K>(links: Links<K>, slots: readonly number[]): (p: number) => boolean {
  const chosen = new Uint8Array(links.keys.length);
  for (const slot of slots) chosen[slot] = 1;
  return (p) => {
    for (let i = links.start[p] ?? 0; i < (links.start[p + 1] ?? 0); i++)
      if (chosen[links.items[i] ?? 0] === 1) return true;
    return false;
  };
}

function linkGroup<K>(family: FacetFamily, links: Links<K>, keys: readonly K[]): FacetGroup | null {
  const slots = keys.flatMap((key) => links.slotOf(key) ?? []);
  return listGroup(family, links.positionsOf(keys), linksAny(links, slots));
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
  const brands = new Set(q.brands);
  const brandLists = q.brands.map((b) => index.brandPositions.get(b));
  groups.push(
    listGroup(
      'brands',
      brandLists.filter((l) => l !== undefined),
      (p) => brands.has(index.brand[p] ?? 0),
    ),
  );
  if (q.minOre !== null || q.maxOre !== null) {
    const min = q.minOre ?? 0;
    const max = q.maxOre ?? Number.MAX_SAFE_INTEGER;
    // The price order is ascending: the range is one slice of it, found by binary search.
    const { order } = index.orders.PRICE_ASC;
    const from = firstAtLeast(index, order, min);
    const to = firstAtLeast(index, order, max + 1);
    groups.push(
      listGroup('price', [order.subarray(from, to)], (p) => {
        const ore = index.sellingOre[p] ?? 0;
        return ore >= min && ore <= max;
      }),
    );
  }
  const parameters = index.parameters[languageId];
  for (const selection of q.parameters.slice(0, MAX_PARAMETER_GROUPS)) {
    const values = parameters.slots.get(selection.name);
    const slots = selection.values.flatMap((v) => values?.get(v) ?? []);
    const group = linkGroup('parameter', parameters.links, slots);
    if (group) group.nameSlot = parameters.nameOf[slots[0] ?? 0] ?? -1;
    groups.push(group);
  }
  return groups.filter((g) => g !== null);
}

/**
 * Per product of the list, one bit per group it passes, written into `bits`. A short list tests
 * its own products; a long one (or the whole catalogue) marks the groups' products.
 */
export function passBits(
  bits: Uint32Array,
  groups: readonly FacetGroup[],
  context: Int32Array | null,
): Uint32Array {
  if (context && context.length * 8 < bits.length) {
    for (const p of context) {
      let passed = 0;
      groups.forEach((group, g) => {
        if (group.test(p)) passed |= 1 << g;
      });
      bits[p] = passed;
    }
    return bits;
  }
  bits.fill(0);
  groups.forEach((group, g) => group.mark(bits, 1 << g));
  return bits;
}
