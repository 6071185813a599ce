import type { FacetOption, ParameterFacet, ProductFacets } from '../generated/resolvers.js';
import type { FacetCounts } from '../list-index/facet-pass.js';
import type { ListIndex } from '../list-index/list-index.js';
import type { ListQuery } from '../list-index/list-query.js';
import type { CatalogueSnapshot } from '../services/catalogue.js';
import { kroner } from '../services/money.js';

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
  const byName = new Map<number, (FacetOption & { rank: number })[]>();
  const selectedOf = new Map(q.parameters.map((p) => [p.name, new Set(p.values)]));
  counts.parameters.forEach((count, slot) => {
    const nameSlot = parameters.nameOf[slot] ?? 0;
    const value = parameters.valueOf[slot] ?? '';
    const selected = selectedOf.get(parameters.names[nameSlot] ?? '')?.has(value) ?? false;
    if (count === 0 && !selected) return;
    const values = byName.get(nameSlot) ?? [];
    values.push({ ...option(value, count, selected), rank: parameters.valueRank[slot] ?? 0 });
    byName.set(nameSlot, values);
  });
  const total = (values: { count: number }[]) => values.reduce((sum, v) => sum + v.count, 0);
  return [...byName]
    .filter(([, values]) => values.length >= 2 || values.some((v) => v.selected))
    .sort(([, a], [, b]) => total(b) - total(a))
    .map(([nameSlot, values]) => {
      const sorted = values.sort((a, b) => b.count - a.count || a.rank - b.rank);
      const shown = sorted
        .filter((v, i) => i < MAX_PARAMETER_VALUES || v.selected)
        .map(({ rank: _rank, ...v }) => v);
      return { name: parameters.names[nameSlot] ?? '', values: shown, valueCount: values.length };
    });
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
