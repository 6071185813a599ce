import { describe, expect, it } from 'vitest';
import { normaliseFilter, prefixTsQuery } from './product-filter.js';

describe('normaliseFilter', () => {
  it('defaults to popularity, page 1 and 24 per page', () => {
    expect(normaliseFilter(null)).toMatchObject({ sort: 'POPULARITY', page: 1, pageSize: 24 });
  });

  it('clamps paging and converts kroner to øre', () => {
    const q = normaliseFilter({ page: 0, pageSize: 1000, price: { min: 10.5, max: 99 } });
    expect(q).toMatchObject({ page: 1, pageSize: 100, minOre: 1050, maxOre: 9900 });
  });

  it('searches by relevance unless a sort is given', () => {
    expect(normaliseFilter({ searchText: 'led' }).sort).toBe('RELEVANCE');
    expect(normaliseFilter({ searchText: 'led', sort: 'NEWEST' }).sort).toBe('NEWEST');
  });

  it('marks a search without words as empty', () => {
    expect(normaliseFilter({ searchText: '!!' }).emptySearch).toBe(true);
  });
});

describe('prefixTsQuery', () => {
  it('keeps letters and digits and prefix-matches every word', () => {
    expect(prefixTsQuery("LED-bar 12V's & <x>")).toBe('led:* & bar:* & 12v:* & s:* & x:*');
    expect(prefixTsQuery('støtdemper')).toBe('støtdemper:*');
    expect(prefixTsQuery('  ')).toBeNull();
  });
});
