import { describe, expect, it } from 'vitest';
import { facetGroups, passBits } from './facet-groups.js';
import { facetPass } from './facet-pass.js';
import { listContext } from './list-context.js';
import type { ListQuery } from './list-query.js';
import { orderPositions } from './ordering.js';
import { SOLD_OUT_FLAG } from './build-list-index.js';
import { query, testIndex } from './test-index.js';

const index = testIndex();
const ids = (positions: Int32Array) => Array.from(positions, (p) => index.ids[p]);

function run(q: ListQuery, nowMs = 1000 * 1000) {
  const context = listContext(index, q, null, nowMs);
  const pass = facetPass(index, 1, context, facetGroups(index, q, 1), true);
  if (!pass.counts) throw new Error('no counts');
  const brand = (id: number) => pass.counts?.brands[id] ?? 0;
  const category = (id: number) => pass.counts?.categories[index.categories.slotOf(id) ?? -1] ?? 0;
  const colour = (value: string) =>
    pass.counts?.parameters[index.parameters[1].slots.get('Farge')?.get(value) ?? -1] ?? 0;
  return { matched: ids(pass.matched), counts: pass.counts, brand, category, colour };
}

describe('facetPass', () => {
  it('counts every facet over the whole list without selections', () => {
    const r = run(query());
    expect(r.matched).toEqual([1, 2, 3, 4, 5, 6]);
    expect([r.brand(10), r.brand(20), r.brand(30)]).toEqual([2, 2, 2]);
    expect([r.category(100), r.category(101), r.category(102)]).toEqual([6, 3, 3]);
    expect(r.counts.price).toEqual({ min: 10_000, max: 60_000 });
  });

  it('keeps the counts of a facet its own selection would change (OR within a facet)', () => {
    const r = run(query({ brands: [10] }));
    expect(r.matched).toEqual([1, 2]);
    expect([r.brand(10), r.brand(20), r.brand(30)]).toEqual([2, 2, 2]);
    expect(r.category(102)).toBe(0);
    expect(run(query({ brands: [10, 30] })).matched).toEqual([1, 2, 5, 6]);
  });

  it('applies the other facets to each facet (AND across facets)', () => {
    const r = run(query({ brands: [10, 20], parameters: [{ name: 'Farge', values: ['Svart'] }] }));
    expect(r.matched).toEqual([2, 3]);
    expect([r.brand(10), r.brand(20), r.brand(30)]).toEqual([1, 1, 1]);
    expect([r.colour('Rød'), r.colour('Svart')]).toEqual([2, 2]);
  });

  it('ranges prices over the other facets only', () => {
    const r = run(query({ categories: [101], minOre: 12_000, maxOre: 30_000 }));
    expect(r.matched).toEqual([2, 3]);
    expect(r.counts.price).toEqual({ min: 10_000, max: 30_000 });
  });

  it('ignores unknown ids and values instead of emptying the list', () => {
    expect(run(query({ brands: [999], categories: [555], skus: ['XXL'] })).matched).toHaveLength(6);
    expect(run(query({ categoryId: 999 })).matched).toHaveLength(6);
    expect(run(query({ categoryId: 103 })).matched).toEqual([]);
  });

  it('narrows to the route list: category, campaign, generic lists and vehicle', () => {
    expect(run(query({ categoryId: 102 })).matched).toEqual([4, 5, 6]);
    expect(run(query({ campaignId: 7 })).matched).toEqual([2, 5]);
    expect(run(query({ listId: 1 }), 86_500_000).matched).toEqual([1, 2, 3, 4, 5, 6]);
    expect(run(query({ listId: 1 }), 86_750_000).matched).toEqual([1, 2, 3]);
    expect(run(query({ listId: 2 })).matched).toEqual([2, 3]);
    expect(run(query({ listId: 3 })).matched).toEqual([2, 5]);
    expect(run(query({ listId: 4 })).matched).toEqual([1, 2, 3]);
    const polaris = { manufacturer: 'polaris', model: null, year: null };
    // The vehicle's own lists (atv-huset, and every product narrowed to it): the parts made
    // for it.
    expect(run(query({ listId: 4, vehicle: polaris })).matched).toEqual([1, 2]);
    expect(run(query({ vehicle: { ...polaris, year: 2023 } })).matched).toEqual([2]);
    expect(
      run(query({ vehicle: { manufacturer: 'Polaris', model: 'Sportsman 570', year: 2020 } }))
        .matched,
    ).toEqual([1]);
    // A category (or a brand, campaign, search): those and its universal parts (4, 5 and 6 have
    // no fitment), never a part made for another machine (3).
    const polaris2023 = { ...polaris, year: 2023 };
    expect(run(query({ categoryId: 100, vehicle: polaris2023 })).matched).toEqual([2, 4, 5, 6]);
    expect(run(query({ brandId: 20, vehicle: polaris2023 })).matched).toEqual([4]);
  });
});

describe('orderPositions', () => {
  const all = new Int32Array([0, 1, 2, 3, 4, 5]);
  it('sorts by the precomputed orders', () => {
    expect(ids(orderPositions(index, all, 'POPULARITY', 1, false))).toEqual([2, 3, 4, 5, 6, 1]);
    expect(ids(orderPositions(index, all, 'PRICE_ASC', 1, false))).toEqual([1, 2, 5, 3, 4, 6]);
    expect(ids(orderPositions(index, all, 'NEWEST', 1, false))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(orderPositions(index, all, 'NAME_ASC', 1, false))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(ids(orderPositions(index, all, 'DISCOUNT', 1, false))).toEqual([5, 2, 3, 4, 6, 1]);
  });

  it('puts what cannot be bought after what can, in the popular order', () => {
    // Id 2 is the most popular, and sold out (SOLD_OUT_FLAG).
    const soldOut = testIndex({}, [0, SOLD_OUT_FLAG, 0, 0, 0, 0]);
    expect(ids(orderPositions(soldOut, all, 'POPULARITY', 1, false))).toEqual([3, 4, 5, 6, 1, 2]);
    // The other sorts are the shopper's choice: price stays price.
    expect(ids(orderPositions(soldOut, all, 'PRICE_ASC', 1, false))).toEqual([1, 2, 5, 3, 4, 6]);
  });

  it('keeps the search order for relevance', () => {
    const hits = new Int32Array([4, 0, 2]);
    expect(ids(orderPositions(index, hits, 'RELEVANCE', 1, true))).toEqual([5, 1, 3]);
    expect(ids(orderPositions(index, hits, 'RELEVANCE', 1, false))).toEqual([3, 5, 1]);
  });
});

describe('passBits', () => {
  it('tests the products of a short list exactly as marking the groups does', () => {
    const big = query({
      brands: [10, 30],
      categories: [101],
      skus: ['M'],
      campaigns: [7],
      minOre: 12_000,
      maxOre: 55_000,
      parameters: [{ name: 'Farge', values: ['Svart', 'Rød'] }],
    });
    const groups = facetGroups(index, big, 1);
    expect(groups).toHaveLength(6);
    const marked = passBits(index, new Uint32Array(index.size), groups, null);
    // A list of one product in a catalogue of six is short enough to be tested.
    for (let p = 0; p < index.size; p++) {
      const tested = passBits(index, new Uint32Array(64), groups, Int32Array.of(p));
      expect(tested[p], `position ${p}`).toBe(marked[p]);
    }
  });
});
