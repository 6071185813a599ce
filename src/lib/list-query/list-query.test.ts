// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeListQuery } from './decode-list-query';
import { encodeListQuery } from './encode-list-query';
import { toFilterInput } from './filter-input';
import {
  EMPTY_LIST_QUERY,
  filterCount,
  hasFilters,
  SEARCH_SORTS,
  sameVehicle,
  type ListQuery,
} from './list-query';
import {
  clampPage,
  toggleParameter,
  toggleValue,
  withoutFilters,
  withPrice,
  withVehicle,
} from './update-list-query';

const full: ListQuery = {
  categories: [{ id: 3, label: 'Bremseklosser' }],
  brands: [
    { id: 12, label: 'Warn' },
    { id: 3, label: 'Polaris' },
  ],
  skus: [{ id: '26x9-12', label: '26x9-12' }],
  price: { min: 100, max: 2000 },
  discount: [{ id: 4, label: 'Vintersalg' }],
  parameters: [
    { name: 'Effekt', values: ['48 W', '60 W'] },
    { name: 'Størrelse', values: ['25x10-12, 26x9-12'] },
  ],
  vehicle: { manufacturer: 'Polaris', year: 2022, model: 'Sportsman 570' },
  sort: 'PRICE_ASC',
  page: 2,
};

describe('encodeListQuery', () => {
  it('writes the spec example in a fixed order, URL-safe', () => {
    const search = encodeListQuery({
      ...EMPTY_LIST_QUERY,
      brands: full.brands,
      price: full.price,
      parameters: [full.parameters[0] ?? { name: '', values: [] }],
      sort: 'PRICE_ASC',
      page: 2,
    });
    expect(search).toBe(
      '?brands=Warn~12,Polaris~3&price=100~2000&p-Effekt=48%20W,60%20W&sort=PRICE_ASC&page=2',
    );
    expect(new URL(`https://x.no/c/lys${search}`).search).toBe(search);
  });

  it('leaves out page 1, the default sort and an empty state', () => {
    expect(encodeListQuery(EMPTY_LIST_QUERY)).toBe('');
    expect(
      encodeListQuery({ ...EMPTY_LIST_QUERY, sort: 'RELEVANCE' }, { defaultSort: 'RELEVANCE' }),
    ).toBe('');
    expect(encodeListQuery({ ...EMPTY_LIST_QUERY, price: { min: null, max: 500 } })).toBe(
      '?price=~500',
    );
  });

  it('escapes separators inside labels and values', () => {
    const search = encodeListQuery({
      ...EMPTY_LIST_QUERY,
      brands: [{ id: 5, label: 'A~B, C' }],
      parameters: [{ name: 'Mål, cm', values: ['10,5'] }],
    });
    expect(search).toBe('?brands=A%7EB%2C%20C~5&p-M%C3%A5l%2C%20cm=10%2C5');
  });
});

describe('decodeListQuery', () => {
  it('round-trips every part of the state', () => {
    expect(decodeListQuery(encodeListQuery(full))).toEqual(full);
    const search = encodeListQuery({ ...full, sort: 'RELEVANCE' });
    expect(decodeListQuery(search, { sorts: SEARCH_SORTS })).toEqual({
      ...full,
      sort: 'RELEVANCE',
    });
  });

  it('reads hand-written and form-encoded links', () => {
    const query = decodeListQuery('?brands=16,Polaris~1&p-Effekt=48+W&price=100~');
    expect(query.brands).toEqual([
      { id: 16, label: '' },
      { id: 1, label: 'Polaris' },
    ]);
    expect(query.parameters).toEqual([{ name: 'Effekt', values: ['48 W'] }]);
    expect(query.price).toEqual({ min: 100, max: null });
  });

  it('drops bad ids and duplicates', () => {
    const query = decodeListQuery('?brands=Warn~x,Null~0,Neg~-3,Big~9999999999,A~1~2,Ok~7,Igjen~7');
    expect(query.brands).toEqual([{ id: 7, label: 'Ok' }]);
    expect(decodeListQuery('?categories=%E0%A4%A~5').categories).toEqual([{ id: 5, label: '' }]);
  });

  it('corrects prices: negative or odd ends are open, swapped ends are turned', () => {
    expect(decodeListQuery('?price=-100~500').price).toEqual({ min: null, max: 500 });
    expect(decodeListQuery('?price=2000~100').price).toEqual({ min: 100, max: 2000 });
    expect(decodeListQuery('?price=abc~').price).toBeNull();
    expect(decodeListQuery('?price=500').price).toBeNull();
    expect(decodeListQuery('?price=0~0').price).toEqual({ min: null, max: 0 });
  });

  it('reads page 0, negative or odd pages as page 1', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '', '99999999']) {
      expect(decodeListQuery(`?page=${page}`).page).toBe(1);
    }
    expect(decodeListQuery('?page=3').page).toBe(3);
  });

  it('ignores unknown sorts, RELEVANCE outside search, and unknown keys', () => {
    expect(decodeListQuery('?sort=CHEAPEST').sort).toBeNull();
    expect(decodeListQuery('?sort=RELEVANCE').sort).toBeNull();
    expect(decodeListQuery('?sort=RELEVANCE', { sorts: SEARCH_SORTS }).sort).toBe('RELEVANCE');
    expect(decodeListQuery('?utm_source=x&p-=1&p-Farge=')).toEqual(EMPTY_LIST_QUERY);
  });

  it('never throws on garbage', () => {
    for (const search of ['?%', '?&&=&', '?brands=~~~', '?p-%ZZ=%ZZ', '?price=~', '?skus=,,,']) {
      expect(() => decodeListQuery(search)).not.toThrow();
    }
  });
});

describe('list state updates', () => {
  it('toggles values and parameters and starts at page 1 again', () => {
    const warn = { id: 12, label: 'Warn' };
    const added = toggleValue({ ...EMPTY_LIST_QUERY, page: 4 }, 'brands', warn);
    expect(added).toMatchObject({ brands: [warn], page: 1 });
    expect(toggleValue(added, 'brands', warn).brands).toEqual([]);
    const withEffect = toggleParameter(EMPTY_LIST_QUERY, 'Effekt', '48 W');
    expect(withEffect.parameters).toEqual([{ name: 'Effekt', values: ['48 W'] }]);
    expect(toggleParameter(withEffect, 'Effekt', '48 W').parameters).toEqual([]);
  });

  it('clears every filter but keeps the sort', () => {
    expect(withoutFilters(full)).toEqual({ ...EMPTY_LIST_QUERY, sort: 'PRICE_ASC' });
    expect(withPrice(full, { min: null, max: null }).price).toBeNull();
  });

  it('clamps a page beyond the last one', () => {
    expect(clampPage(9, 50, 24)).toBe(3);
    expect(clampPage(2, 0, 24)).toBe(1);
  });
});

describe('toFilterInput', () => {
  it("adds the shopper's selections to the route's context", () => {
    expect(toFilterInput(full, { categoryId: 2 }, 24)).toEqual({
      categoryId: 2,
      categories: [3],
      brands: [12, 3],
      skus: ['26x9-12'],
      price: { min: 100, max: 2000 },
      discount: [4],
      parameters: full.parameters,
      vehicle: { manufacturer: 'Polaris', year: 2022, model: 'Sportsman 570' },
      sort: 'PRICE_ASC',
      page: 2,
      pageSize: 24,
    });
  });

  it('leaves the sort to the API when the list uses its default', () => {
    expect(toFilterInput(EMPTY_LIST_QUERY, { searchText: 'vinsj' }, 24)).toEqual({
      searchText: 'vinsj',
      page: 1,
      pageSize: 24,
    });
  });
});

describe('the vehicle filter', () => {
  const vehicle = { manufacturer: 'Can-Am', year: 2021, model: 'Outlander 570' };

  it("writes manufacturer, year and model first (the selector's list)", () => {
    const search = encodeListQuery({ ...EMPTY_LIST_QUERY, vehicle, sort: 'PRICE_ASC' });
    expect(search).toBe('?manufacturer=Can-Am&year=2021&model=Outlander%20570&sort=PRICE_ASC');
    expect(decodeListQuery(search).vehicle).toEqual(vehicle);
    expect(decodeListQuery(encodeListQuery(full))).toEqual(full);
  });

  it('reads manufacturer and year without a model, and nothing without a manufacturer', () => {
    expect(decodeListQuery('?manufacturer=Polaris&year=2020').vehicle).toEqual({
      manufacturer: 'Polaris',
      year: 2020,
      model: null,
    });
    expect(decodeListQuery('?manufacturer=Polaris+&year=20x0&model=').vehicle).toEqual({
      manufacturer: 'Polaris',
      year: null,
      model: null,
    });
    expect(decodeListQuery('?year=2020&model=Ranger%201000').vehicle).toBeNull();
    expect(decodeListQuery('?manufacturer=%20').vehicle).toBeNull();
  });

  it('is a filter: counted, removable on its own and by "Nullstill alle"', () => {
    const narrowed = withVehicle({ ...EMPTY_LIST_QUERY, page: 3 }, vehicle);
    expect(narrowed).toMatchObject({ vehicle, page: 1 });
    expect(hasFilters(narrowed)).toBe(true);
    expect(filterCount(narrowed)).toBe(1);
    expect(withVehicle(narrowed, null).vehicle).toBeNull();
    expect(withoutFilters(narrowed).vehicle).toBeNull();
  });

  it('goes to the API as the filter input vehicle, leaving out what is not chosen', () => {
    expect(toFilterInput({ ...EMPTY_LIST_QUERY, vehicle }, { listId: 4 }, 24).vehicle).toEqual(
      vehicle,
    );
    const makeOnly = { manufacturer: 'Polaris', year: null, model: null };
    expect(toFilterInput({ ...EMPTY_LIST_QUERY, vehicle: makeOnly }, {}, 24).vehicle).toEqual({
      manufacturer: 'Polaris',
    });
  });

  it('compares vehicles regardless of case and spacing', () => {
    expect(sameVehicle(vehicle, { ...vehicle, model: ' outlander  570 ' })).toBe(true);
    expect(sameVehicle(vehicle, { ...vehicle, year: 2022 })).toBe(false);
    expect(sameVehicle(null, null)).toBe(true);
    expect(sameVehicle(vehicle, null)).toBe(false);
  });
});
