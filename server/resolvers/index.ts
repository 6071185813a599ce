import type { Resolvers } from '../generated/resolvers.js';
import { catalogueQueries } from './catalogue.js';
import { listPageInfoQuery } from './list-page-info.js';
import { Product } from './product.js';
import { productQueries } from './products.js';
import { siteQueries } from './site.js';

export const resolvers: Resolvers = {
  Query: {
    ...catalogueQueries,
    ...productQueries,
    ...listPageInfoQuery,
    ...siteQueries,
  },
  Product,
};
