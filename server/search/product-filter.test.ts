import { describe, expect, it } from 'vitest';
import { normaliseFilter } from './product-filter.js';

describe('normaliseFilter', () => {
  it('defaults to the list default sort, page 1 and 24 per page', () => {
    expect(normaliseFilter(null, 1)).toMatchObject({ sort: null, page: 1, pageSize: 24 });
  });

  it('clamps paging and converts kroner to øre', () => {
    const q = normaliseFilter({ page: 0, pageSize: 1000, price: { min: 10.5, max: 99 } }, 1);
    expect(q).toMatchObject({ page: 1, pageSize: 100, minOre: 1050, maxOre: 9900 });
    expect(normaliseFilter({ page: -5, pageSize: 0 }, 1)).toMatchObject({ page: 1, pageSize: 24 });
  });

  it('ignores bad ids and negative prices, and swaps a reversed range', () => {
    const q = normaliseFilter(
      { categories: [3, -1, 0, 3, 2], brands: [-7], categoryId: -2, price: { min: -5, max: 50 } },
      1,
    );
    expect(q).toMatchObject({ categories: [2, 3], brands: [], categoryId: null, minOre: null });
    expect(normaliseFilter({ price: { min: 90, max: 10 } }, 1)).toMatchObject({
      minOre: 1000,
      maxOre: 9000,
    });
  });

  it('cuts the search text to 100 characters of plain, lower-case text', () => {
    const q = normaliseFilter({ searchText: `  LED   Arbeidslys ${'x'.repeat(200)}` }, 2);
    expect(q.searchText).toHaveLength(100);
    expect(q.searchText.startsWith('led arbeidslys x')).toBe(true);
    expect(q.languageId).toBe(2);
  });

  it('keeps a vehicle only with a manufacturer', () => {
    expect(normaliseFilter({ vehicle: { manufacturer: ' ' } }, 1).vehicle).toBeNull();
    expect(
      normaliseFilter({ vehicle: { manufacturer: 'Polaris', model: '', year: 2020 } }, 1).vehicle,
    ).toEqual({ manufacturer: 'Polaris', model: null, year: 2020 });
  });

  it('keeps a vehicle to rank by only with a search and a manufacturer', () => {
    const rankVehicle = { manufacturer: ' Polaris ', model: 'Sportsman 570 ', year: 2022 };
    expect(normaliseFilter({ searchText: 'vinsj', rankVehicle }, 1).rankVehicle).toEqual({
      manufacturer: 'Polaris',
      model: 'Sportsman 570',
      year: 2022,
    });
    expect(normaliseFilter({ rankVehicle }, 1).rankVehicle).toBeNull();
    expect(
      normaliseFilter({ searchText: 'vinsj', rankVehicle: { manufacturer: '', year: -1 } }, 1)
        .rankVehicle,
    ).toBeNull();
  });
});
