// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProductCardFieldsFragment } from '@/graphql/generated/operations';
import { sortFavourites } from './use-favourite-products';

const product = (productId: number) => ({ productId }) as ProductCardFieldsFragment;

describe('sortFavourites', () => {
  it("reads the shop's answer by position: null is a product no longer sold", () => {
    const sorted = sortFavourites([9, 4, 7], [product(9), null, product(7)], true);
    expect(sorted.products.map((p) => p.productId)).toEqual([9, 7]);
    expect(sorted.goneIds).toEqual([4]);
    expect(sorted.missingIds).toEqual([]);
  });

  it("lists what the cache's stand-in lacks as missing, in the favourites' order", () => {
    const sorted = sortFavourites([9, 4, 7], [product(7), product(9)], true);
    expect(sorted.products.map((p) => p.productId)).toEqual([9, 7]);
    expect(sorted.goneIds).toEqual([]);
    expect(sorted.missingIds).toEqual([4]);
  });

  it('never shows a product of an answer for other ids that is no favourite now', () => {
    const sorted = sortFavourites([4, 7], [product(1), null, product(7)], false);
    expect(sorted.products.map((p) => p.productId)).toEqual([7]);
    expect(sorted.goneIds).toEqual([]);
    expect(sorted.missingIds).toEqual([4]);
  });

  it('knows nothing while there is no answer at all', () => {
    expect(sortFavourites([4], undefined, false)).toEqual({
      products: [],
      goneIds: [],
      missingIds: [],
    });
  });
});
