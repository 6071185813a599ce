import { Account, accountMutationsWith, accountQueries } from '../accounts/accounts-resolvers.js';
import { accountNewsletter, accountNewsletterFields } from '../newsletter/account-newsletter.js';
import { favouriteFields, favouriteMutations } from '../favourites/favourites-resolvers.js';
import { accountOrderFields } from '../orders/account-orders-resolvers.js';
import type { Resolvers } from '../generated/resolvers.js';
import { cartMutations, cartQueries } from '../cart/cart-resolvers.js';
import { Cart, CartItem } from '../cart/cart-fields.js';
import { catalogueQueries } from '../catalogue/catalogue-resolvers.js';
import { Checkout, checkoutMutations, checkoutQueries } from '../checkout/checkout-resolvers.js';
import { listPageInfoQuery } from '../search/list-page-info.js';
import { newsletterMutations, newsletterQueries } from '../newsletter/newsletter-resolvers.js';
import { Order, OrderLine, orderQueries } from '../orders/order-resolvers.js';
import { Product } from '../catalogue/product-resolvers.js';
import { productPriceHistory } from '../catalogue/price-history-resolvers.js';
import { productIndexFields } from '../search/product-fitment.js';
import { ProductList } from '../search/product-list-resolvers.js';
import { recommendationQueries } from '../recommendations/recommendation-resolvers.js';
import { productQueries } from '../search/products-resolvers.js';
import { reviewMutations, reviewQueries } from '../reviews/review-resolvers.js';
import { searchQueries } from '../search/search-resolvers.js';
import { Channel, siteQueries } from '../site/site-resolvers.js';
import { stockAlertMutations, stockAlertQueries } from '../stock-alerts/stock-alerts-resolvers.js';
import { contentMutations, contentQueries } from '../content/content-resolvers.js';
import { Menu } from '../content/menu-style.js';

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
    ...reviewQueries,
    ...stockAlertQueries,
    ...recommendationQueries,
    ...contentQueries,
  },
  Mutation: {
    ...cartMutations,
    ...checkoutMutations,
    ...newsletterMutations,
    ...reviewMutations,
    ...stockAlertMutations,
    // The settings' newsletter box writes the newsletter list itself (one truth).
    ...accountMutationsWith(accountNewsletter),
    ...favouriteMutations,
    ...contentMutations,
  },
  Account: { ...Account, ...accountOrderFields, ...favouriteFields, ...accountNewsletterFields },
  Product: { ...Product, ...productIndexFields, ...productPriceHistory },
  ProductList,
  Channel,
  Menu,
  Cart,
  CartItem,
  Checkout,
  Order,
  OrderLine,
};
