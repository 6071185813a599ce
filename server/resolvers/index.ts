import { accountQueries } from '../accounts/resolvers.js';
import type { Resolvers } from '../generated/resolvers.js';
import { cartMutations, cartQueries } from './cart.js';
import { Cart, CartItem } from './cart-fields.js';
import { catalogueQueries } from './catalogue.js';
import { Checkout, checkoutMutations, checkoutQueries } from './checkout.js';
import { listPageInfoQuery } from './list-page-info.js';
import { newsletterMutations, newsletterQueries } from './newsletter.js';
import { Order, OrderLine, orderQueries } from './order.js';
import { Product } from './product.js';
import { ProductList } from './product-list.js';
import { productQueries } from './products.js';
import { searchQueries } from './search.js';
import { Channel, siteQueries } from './site.js';

export const resolvers: Resolvers = {
  Query: {
    ...catalogueQueries,
    ...productQueries,
    ...listPageInfoQuery,
    ...siteQueries,
    ...searchQueries,
    ...cartQueries,
    ...checkoutQueries,
    ...orderQueries,
    ...newsletterQueries,
    ...accountQueries,
  },
  Mutation: {
    ...cartMutations,
    ...checkoutMutations,
    ...newsletterMutations,
  },
  Product,
  ProductList,
  Channel,
  Cart,
  CartItem,
  Checkout,
  Order,
  OrderLine,
};
