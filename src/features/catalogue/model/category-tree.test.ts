// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  categoryTrail,
  childCategories,
  findCategoryByPath,
  type CategoryItem,
} from './category-tree';

function category(
  categoryId: number,
  parentCategoryId: number | null,
  canonicalUrl: string,
  order = 0,
): CategoryItem {
  const alias = canonicalUrl.split('/').at(-1) ?? '';
  return {
    categoryId,
    parentCategoryId,
    canonicalUrl,
    alias,
    name: alias,
    order,
    productCount: 1,
  };
}

const categories = [
  category(1, null, 'c/atv-utv-deler', 2),
  category(2, 1, 'c/atv-utv-deler/bremser', 2),
  category(3, 1, 'c/atv-utv-deler/filter', 1),
  category(4, null, 'c/lys', 1),
  category(5, 4, 'c/lys/bremser'),
];

describe('category tree', () => {
  it('finds a category by its full path before its alias', () => {
    expect(findCategoryByPath(categories, 'c/lys/bremser')?.categoryId).toBe(5);
    expect(findCategoryByPath(categories, '/c/atv-utv-deler/bremser/')?.categoryId).toBe(2);
    expect(findCategoryByPath(categories, 'c/gammel-sti/filter')?.categoryId).toBe(3);
    expect(findCategoryByPath(categories, 'c/finnes-ikke')).toBeUndefined();
  });

  it('builds the trail from the top level', () => {
    expect(categoryTrail(categories, 2).map((item) => item.categoryId)).toEqual([1, 2]);
    expect(categoryTrail(categories, 99)).toEqual([]);
  });

  it('lists children by order', () => {
    expect(childCategories(categories, null).map((item) => item.categoryId)).toEqual([4, 1]);
    expect(childCategories(categories, 1).map((item) => item.categoryId)).toEqual([3, 2]);
  });
});
