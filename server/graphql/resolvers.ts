import { accountQueries } from '../accounts/accounts-resolvers.js';
import type { Resolvers } from '../generated/resolvers.js';
import { cartMutations, cartQueries } from '../cart/cart-resolvers.js';
import { Cart, CartItem } from '../cart/cart-fields.js';
import { catalogueQueries } from '../catalogue/catalogue-resolvers.js';
import { Checkout, checkoutMutations, checkoutQueries } from '../checkout/checkout-resolvers.js';
import { listPageInfoQuery } from '../search/list-page-info.js';
import { newsletterMutations, newsletterQueries } from '../newsletter/newsletter-resolvers.js';
import { Order, OrderLine, orderQueries } from '../orders/order-resolvers.js';
import { Product } from '../catalogue/product-resolvers.js';
import { productIndexFields } from '../search/product-fitment.js';
import { ProductList } from '../search/product-list-resolvers.js';
import { productQueries } from '../search/products-resolvers.js';
import { searchQueries } from '../search/search-resolvers.js';
import { Channel, siteQueries } from '../site/site-resolvers.js';
import { contentMutations, contentQueries } from '../content/content-resolvers.js';

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
    ...contentQueries,
  },
  Mutation: {
    ...cartMutations,
    ...checkoutMutations,
    ...newsletterMutations,
    ...contentMutations,
  },
  Product: { ...Product, ...productIndexFields },
  ProductList,
  Channel,
  Cart,
  CartItem,
  Checkout,
  Order,
  OrderLine,
};
