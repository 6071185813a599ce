import { buildListIndex } from './build-list-index.js';
import type { IndexSource } from './index-source.js';
import type { ListIndex } from './list-index.js';
import type { ListQuery } from './list-query.js';

const ints = (values: readonly number[]) => Int32Array.from(values);

/**
 * Six products (ids 1…6) for unit tests: brands 10/20/30, categories 100 (all) > 101 (ids 1-3)
 * and 102 (ids 4-6), sizes, a colour parameter, prices 100…600 kr, one campaign (ids 2, 5); search
 * terms and words only where a test gives them.
 */
export function testIndex(
  search: Partial<Pick<IndexSource, 'terms' | 'words'>> = {},
  flags: readonly number[] = [0, 0, 0, 0, 0, 0],
): ListIndex {
  return buildListIndex({
    version: 1,
    nextChange: null,
    products: {
      ids: ints([1, 2, 3, 4, 5, 6]),
      brand: ints([10, 10, 20, 20, 30, 30]),
      primaryCategory: ints([101, 101, 101, 102, 102, 102]),
      popularity: ints([5, 60, 40, 30, 20, 10]),
      created: ints([600, 500, 400, 300, 200, 100]),
      regularOre: ints([10_000, 20_000, 30_000, 40_000, 50_000, 60_000]),
      sellingOre: ints([10_000, 15_000, 30_000, 40_000, 25_000, 60_000]),
      lowestBeforeOre: ints([-1, -1, -1, -1, -1, -1]),
      flags: ints(flags),
      vatBasisPoints: ints([2500, 2500, 2500, 2500, 2500, 2500]),
      articles: [
        'AAA-100001',
        'AAA-100002',
        'BBB-100003',
        'BBB-100004',
        'CCC-100005',
        'CCC-100006',
      ],
      images: ['oks.webp 1', 'vinsj.webp 1.5\tvinsj-2.webp 1', '', '', '', ''],
    },
    categories: [
      { key: 100, ids: ints([1, 2, 3, 4, 5, 6]) },
      { key: 101, ids: ints([1, 2, 3]) },
      { key: 102, ids: ints([4, 5, 6]) },
    ],
    campaigns: [{ key: 7, ids: ints([2, 5]) }],
    skus: [
      { key: 'S', ids: ints([1, 3, 5]) },
      { key: 'M', ids: ints([1, 2, 4, 6]) },
    ],
    parameters: [
      { languageId: 1, name: 'Farge', key: 'Rød', ids: ints([1, 4]) },
      { languageId: 1, name: 'Farge', key: 'Svart', ids: ints([2, 3, 5]) },
      { languageId: 1, name: 'Passer til', key: 'Polaris Sportsman 570 2019-2022', ids: ints([1]) },
      { languageId: 1, name: 'Passer til', key: 'Polaris Ranger 1000 2020-2024', ids: ints([2]) },
      { languageId: 1, name: 'Passer til', key: 'Yamaha Grizzly 700 2016-2024', ids: ints([3]) },
    ],
    names: [1, 2].map((languageId) => ({
      languageId: languageId as 1 | 2,
      names: ['Øks', 'Vinsj', 'Tau', 'Lykt', 'Hjul', 'Arbeidslys'],
      aliases: ['oks', 'vinsj', 'tau', 'lykt', 'hjul', 'arbeidslys'],
    })),
    known: { categories: [100, 101, 102, 103], brands: [10, 20, 30, 40], campaigns: [7, 8] },
    campaignLabels: [{ id: 7, languageId: 1, name: 'Salg', alias: 'salg' }],
    campaignRules: [
      { id: 7, kind: 'percentage', percentage: 25, amountOre: null, hideTitle: false },
    ],
    lists: [
      { id: 1, rule: 'newest', sort: 'NEWEST', maxAgeDays: 1, top: null },
      { id: 2, rule: 'popular', sort: 'POPULARITY', maxAgeDays: null, top: 2 },
      { id: 3, rule: 'discounted', sort: 'DISCOUNT', maxAgeDays: null, top: null },
      { id: 4, rule: 'vehicle', sort: 'POPULARITY', maxAgeDays: null, top: null },
    ],
    terms: search.terms ?? [],
    words: search.words ?? [],
  });
}

export function query(overrides: Partial<ListQuery> = {}): ListQuery {
  return {
    languageId: 1,
    categoryId: null,
    brandId: null,
    campaignId: null,
    listId: null,
    vehicle: null,
    rankVehicle: null,
    productIds: null,
    searchText: '',
    categories: [],
    brands: [],
    campaigns: [],
    skus: [],
    parameters: [],
    minOre: null,
    maxOre: null,
    sort: null,
    page: 1,
    pageSize: 24,
    ...overrides,
  };
}
