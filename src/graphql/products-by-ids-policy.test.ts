import { InMemoryCache, type DocumentNode } from '@apollo/client';
import { Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GetFavouriteProductsDocument } from '@/graphql/generated/operations';
import { addProductsByIdsPolicy } from './products-by-ids-policy';
import { typePolicies } from './type-policies';

const stock = {
  __typename: 'Stock',
  inStock: true,
  oversellable: false,
  totalStock: 4,
  supplierStock: 0,
  static: false,
  incoming: null,
  incomingQuantity: 0,
} as const;

const card = (productId: number) => ({
  __typename: 'Product' as const,
  productId,
  name: `Vinsj ${productId}`,
  alias: `vinsj-${productId}`,
  canonicalUrl: `p/vinsjer/vinsj-${productId}`,
  brand: { __typename: 'Brand', brandId: 1, name: 'Warn' },
  unitPrice: {
    __typename: 'Price',
    isDiscounted: false,
    regularPriceIncVatFormatted: '1 250,-',
    regularPriceExVatFormatted: '1 000,-',
    sellingPriceIncVatFormatted: '1 250,-',
    sellingPriceExVatFormatted: '1 000,-',
    sellingPriceIncVat: 1250,
    sellingPriceExVat: 1000,
    regularPriceIncVat: 1250,
    discountPercentage: 0,
  },
  lowestPriceBeforeDiscount: null,
  images: [],
  stock,
  fitment: [],
});

// The favourites document carries ProductCardFields and the fragments it spreads.
const fragmentDoc = (): DocumentNode => ({
  ...GetFavouriteProductsDocument,
  definitions: GetFavouriteProductsDocument.definitions.filter(
    (definition) => definition.kind === Kind.FRAGMENT_DEFINITION,
  ),
});

function cacheWithCards(...ids: number[]) {
  const cache = new InMemoryCache({ typePolicies });
  addProductsByIdsPolicy(cache);
  // As a list page leaves them: products with every field a card shows.
  for (const id of ids)
    cache.writeFragment({
      id: cache.identify(card(id)),
      fragment: fragmentDoc(),
      fragmentName: 'ProductCardFields',
      data: card(id),
    });
  return cache;
}

const read = (cache: InMemoryCache, ids: number[]) =>
  cache.readQuery({ query: GetFavouriteProductsDocument, variables: { ids } })?.productsByIds;

describe('productsByIds cache policy', () => {
  it('stands in with the cached products, in the order asked, leaving out the rest', () => {
    const cache = cacheWithCards(3, 7);
    expect(read(cache, [7, 99, 3])?.map((product) => product?.productId)).toEqual([7, 3]);
  });

  it('is a cache miss when none is cached, and when a product lacks what a card shows', () => {
    const cache = cacheWithCards();
    cache.writeFragment({
      id: cache.identify({ __typename: 'Product', productId: 5 }),
      fragment: fragmentDoc(),
      fragmentName: 'ProductCardFields',
      data: card(5),
    });
    cache.modify({
      id: cache.identify({ __typename: 'Product', productId: 5 }),
      fields: { stock: (_, { DELETE }) => DELETE },
    });
    expect(
      cache.readQuery({ query: GetFavouriteProductsDocument, variables: { ids: [5, 6] } }),
    ).toBeNull();
  });

  it("prefers the shop's own answer for these ids, with null for what is no longer sold", () => {
    const cache = cacheWithCards(3);
    cache.writeQuery({
      query: GetFavouriteProductsDocument,
      variables: { ids: [3, 4] },
      data: { productsByIds: [card(3), null] },
    });
    expect(read(cache, [3, 4])).toEqual([expect.objectContaining({ productId: 3 }), null]);
  });
});
