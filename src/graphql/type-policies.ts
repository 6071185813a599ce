import type { TypePolicies } from '@apollo/client';

// Entities are normalised by their API ids; value objects without an id merge in place.
// Query.productsByIds has its policy in products-by-ids-policy.ts, added by the favourites page.
export const typePolicies: TypePolicies = {
  Product: { keyFields: ['productId'] },
  Category: { keyFields: ['categoryId'] },
  CategoryRef: { keyFields: ['categoryId'] },
  Brand: { keyFields: ['brandId'] },
  Sku: { keyFields: ['skuId'] },
  DiscountCampaign: { keyFields: ['id'] },
  MenuItem: { keyFields: ['id'] },
  Market: { keyFields: ['id'] },
  Channel: { keyFields: ['channelId'] },
  // Facet values and list infos carry ids of different things (a brand 12, a category 12) and
  // per-list counts: they stay inside the answer that brought them.
  FacetValue: { keyFields: false },
  CategoryFacetValue: { keyFields: false },
  ListPageInfo: { keyFields: false },
  // A line id (the sku id) is unique only within its cart.
  CartItem: { keyFields: false },
  Cart: { keyFields: ['id'] },
  ProductList: { merge: true },
  SearchResult: { merge: true },
  Price: { merge: true },
  Stock: { merge: true },
  Meta: { merge: true },
};
