// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_QUERY, type ListQuery } from '@/lib/list-query/list-query';
import type { Facets } from '@/lib/list-query/facets';
import { activeFilters, withoutUnknownFilters } from './active-filters';

const query: ListQuery = {
  ...EMPTY_LIST_QUERY,
  brands: [
    { id: 16, label: 'Gammelt navn' },
    { id: 99, label: '' },
  ],
  price: { min: 100, max: null },
  parameters: [{ name: 'Effekt', values: ['48 W'] }],
  page: 3,
};

const facets: Facets = {
  categories: [],
  brands: [{ id: 16, label: 'Warn', count: 4, selected: true }],
  skus: [],
  price: { min: 49, max: 9990 },
  discount: [],
  parameters: [],
};

describe('activeFilters', () => {
  const chips = activeFilters(query, facets, (range) => `fra ${range.min ?? ''}`);

  it('names each chosen filter, preferring the API label', () => {
    expect(chips.map((chip) => chip.label)).toEqual(['Warn', '99', 'fra 100', '48 W']);
    expect(chips[3]?.group).toBe('Effekt');
  });

  it('removes one filter and starts at page 1', () => {
    expect(chips[0]?.without).toMatchObject({ brands: [{ id: 99, label: '' }], page: 1 });
    expect(chips[2]?.without.price).toBeNull();
    expect(chips[3]?.without.parameters).toEqual([]);
  });
});

describe('withoutUnknownFilters', () => {
  it('drops ids and parameter values the facets do not know, and keeps the rest', () => {
    const known = withoutUnknownFilters(
      {
        ...query,
        categories: [{ id: 5, label: 'Vinsjer' }],
        parameters: [
          { name: 'Effekt', values: ['48 W', 'xyz'] },
          { name: 'Farge', values: ['xyz'] },
        ],
      },
      {
        ...facets,
        parameters: [
          {
            name: 'Effekt',
            valueCount: 1,
            values: [{ id: '48 W', label: '48 W', count: 2, selected: true }],
          },
        ],
      },
    );
    expect(known.brands).toEqual([{ id: 16, label: 'Gammelt navn' }]);
    expect(known.parameters).toEqual([{ name: 'Effekt', values: ['48 W'] }]);
    // The page's facets hold only the categories below it: a chosen category is kept.
    expect(known.categories).toEqual([{ id: 5, label: 'Vinsjer' }]);
    expect(known.price).toEqual(query.price);
  });
});
