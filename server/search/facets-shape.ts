import type { FacetOption, ParameterFacet, ProductFacets } from '../generated/resolvers.js';
import type { FacetCounts } from '../list-index/facet-pass.js';
import type { ListIndex } from '../list-index/list-index.js';
import type { ListQuery } from '../list-index/list-query.js';
import type { CatalogueSnapshot } from '../catalogue/catalogue-store.js';
import { kroner } from '../catalogue/money-rules.js';
import { FITMENT_PARAMETER_NAMES } from '../list-index/vehicle-fitment.js';

const MAX_PARAMETER_VALUES = 100;
const natural = new Intl.Collator('nb', { numeric: true });

const option = (value: string, count: number, selected: boolean): FacetOption => ({
  value,
  label: value,
  count,
  selected,
});

function parameterFacets(index: ListIndex, counts: FacetCounts, q: ListQuery): ParameterFacet[] {
  const parameters = index.parameters[q.languageId];
  const { nameOf, valueOf, valueRank } = parameters;
  // Selected value slots (a selected value is shown even without products).
  const selected = new Set<number>();
  for (const p of q.parameters) {
    const values = parameters.slots.get(p.name);
    for (const value of p.values) {
      const slot = values?.get(value);
      if (slot !== undefined) selected.add(slot);
    }
  }
  // Value slots per name slot, and each name's total: plain numbers, objects only for the shown.
  const byName = new Map<number, number[]>();
  const totals = new Map<number, number>();
  const all = counts.parameters;
  for (let slot = 0; slot < all.length; slot++) {
    const count = all[slot] ?? 0;
    if (count === 0 && !selected.has(slot)) continue;
    const nameSlot = nameOf[slot] ?? 0;
    const values = byName.get(nameSlot);
    if (values) values.push(slot);
    else byName.set(nameSlot, [slot]);
    totals.set(nameSlot, (totals.get(nameSlot) ?? 0) + count);
  }
  const facets: { total: number; facet: ParameterFacet }[] = [];
  for (const [nameSlot, slots] of byName) {
    const anySelected = slots.some((slot) => selected.has(slot));
    if (slots.length < 2 && !anySelected) continue;
    // Fitment is chosen with the vehicle selector, which knows every vehicle; as a facet it
    // was a list of the 100 most common of hundreds of vehicle spans (and a fifth of a search
    // page's answer). Kept while a link selects one of its values, so it can be cleared.
    if (FITMENT_PARAMETER_NAMES.has(parameters.names[nameSlot] ?? '') && !anySelected) continue;
    slots.sort(
      (a, b) => (all[b] ?? 0) - (all[a] ?? 0) || (valueRank[a] ?? 0) - (valueRank[b] ?? 0),
    );
    const values: FacetOption[] = [];
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] ?? 0;
      const chosen = selected.has(slot);
      if (i < MAX_PARAMETER_VALUES || chosen)
        values.push(option(valueOf[slot] ?? '', all[slot] ?? 0, chosen));
    }
    facets.push({
      total: totals.get(nameSlot) ?? 0,
      facet: { name: parameters.names[nameSlot] ?? '', values, valueCount: slots.length },
    });
  }
  // Stable: names with equal totals keep their slot order, as before.
  return facets.sort((a, b) => b.total - a.total).map((f) => f.facet);
}

/** Facet counts with labels in the list's language; values without products are left out. */
export function facetsShape(
  index: ListIndex,
  counts: FacetCounts,
  q: ListQuery,
  snapshot: CatalogueSnapshot,
): ProductFacets {
  const slotCount = (all: Int32Array, slot: number | undefined) =>
    slot === undefined ? 0 : (all[slot] ?? 0);
  const labels = index.campaignLabels[q.languageId];
  return {
    categories: snapshot.categories
      .map((c) => ({
        id: c.id,
        parentId: c.parentId,
        label: c.name,
        alias: c.alias,
        count: slotCount(counts.categories, index.categories.slotOf(c.id)),
        selected: q.categories.includes(c.id),
      }))
      .filter((c) => c.count > 0 || c.selected),
    brands: snapshot.brands
      .map((b) => ({
        id: b.id,
        label: b.name,
        alias: b.alias,
        count: counts.brands[b.id] ?? 0,
        selected: q.brands.includes(b.id),
      }))
      .filter((b) => b.count > 0 || b.selected),
    discount: index.campaigns.keys
      .map((id, slot) => ({
        id,
        label: labels.get(id)?.name ?? index.campaignLabels[1].get(id)?.name ?? '',
        alias: labels.get(id)?.alias ?? index.campaignLabels[1].get(id)?.alias ?? '',
        count: counts.campaigns[slot] ?? 0,
        selected: q.campaigns.includes(id),
      }))
      .filter((c) => c.count > 0 || c.selected),
    skus: index.skus.keys
      .map((name, slot) => option(name, counts.skus[slot] ?? 0, q.skus.includes(name)))
      .filter((s) => s.count > 0 || s.selected)
      .sort((a, b) => natural.compare(a.value, b.value)),
    price: {
      min: kroner(counts.price?.min ?? 0),
      max: kroner(counts.price?.max ?? 0),
      selectedMin: q.minOre === null ? null : kroner(q.minOre),
      selectedMax: q.maxOre === null ? null : kroner(q.maxOre),
    },
    parameters: parameterFacets(index, counts, q),
  };
}
