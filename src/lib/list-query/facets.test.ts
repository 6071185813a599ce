// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categoriesBelow, toFacets } from './facets';

const api = {
  categories: [
    { id: 1, parentId: null, label: 'ATV/UTV-deler', count: 195, selected: false },
    { id: 15, parentId: 1, label: 'Dekk og felger', count: 195, selected: false },
    { id: 16, parentId: 15, label: 'ATV-dekk', count: 129, selected: false },
    { id: 17, parentId: 15, label: 'Felger', count: 66, selected: true },
  ],
  brands: [{ id: 24, label: 'Kenda', count: 39, selected: false }],
  discount: [],
  skus: [{ value: '26x9-12', label: '26x9-12', count: 12, selected: false }],
  price: { min: 899.5, max: 8990.2, selectedMin: null, selectedMax: null },
  parameters: [
    {
      name: 'Mønster',
      valueCount: 2,
      values: [{ value: 'Gjørme', label: 'Gjørme', count: 3, selected: false }],
    },
  ],
};

describe('toFacets', () => {
  const facets = toFacets(api);

  it('keeps ids, labels and counts and gives categories their depth', () => {
    expect(facets.categories.map((c) => c.depth)).toEqual([0, 1, 2, 2]);
    expect(facets.skus[0]).toEqual({ id: '26x9-12', label: '26x9-12', count: 12, selected: false });
    expect(facets.parameters[0]?.values[0]?.id).toBe('Gjørme');
  });

  it('rounds the price range outwards to whole kroner', () => {
    expect(facets.price).toEqual({ min: 899, max: 8991 });
  });

  it('offers only the categories below the page’s own', () => {
    expect(categoriesBelow(facets.categories, 15).map((c) => [c.id, c.depth])).toEqual([
      [16, 0],
      [17, 0],
    ]);
    expect(categoriesBelow(facets.categories, null, 1).map((c) => c.id)).toEqual([1, 17]);
  });
});
