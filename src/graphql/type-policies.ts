import type { TypePolicies } from '@apollo/client';

// Entities are normalised by their API ids; value objects without an id merge in place.
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
  Price: { merge: true },
  Stock: { merge: true },
  Meta: { merge: true },
};
