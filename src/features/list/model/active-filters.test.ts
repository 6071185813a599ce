import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_QUERY, type ListQuery } from '@/lib/list-query/list-query';
import type { Facets } from '@/lib/list-query/facets';
import { activeFilters } from './active-filters';

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
