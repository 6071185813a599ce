import type { ComponentType } from 'react';
import { NotFoundPage } from '@/routes/not-found-page';
import type { ListKind } from '@/routes/list-context';
import type { ScreenLoaderArgs } from '@/routes/route-loader';
import { startLoader } from '@/routes/start-loader';
import type { ScreenKey } from './route-table';

type Loader = (args: ScreenLoaderArgs) => Promise<unknown>;

export interface Screen {
  /** Warms the Apollo cache and returns route data (variables), or throws a route error. */
  loader?: Loader;
  /** Lazy: each screen is its own chunk, loaded in parallel with its loader. */
  Component: () => Promise<ComponentType>;
}

/**
 * A loader whose code is fetched on first use: only the start page's loader is part of the
 * first load; list, search and product loaders (and their queries) come with their screens.
 */
function lazyLoader<M>(load: () => Promise<M>, pick: (module: M) => Loader): Loader {
  return async (args) => pick(await load())(args);
}

const listLoader = (kind: ListKind) =>
  lazyLoader(
    () => import('@/routes/list-loader'),
    (module) => module.listLoader(kind),
  );
const listPage = () => import('@/routes/list-page').then((module) => module.ListPage);
const productLoader = lazyLoader(
  () => import('@/routes/product-loader'),
  (module) => module.productLoader,
);
const contentPage = () => import('@/routes/content-page').then((module) => module.ContentPage);
const productPage = () => import('@/routes/product-page').then((module) => module.ProductPage);

// The `authenticated` guard of the account pages, fetched with them.
const authenticated = lazyLoader(
  () => import('@/routes/account-loader'),
  (module) => module.authenticatedLoader,
);
const accountPages = () => import('@/features/account/pages/account-pages');

export const screens: Record<ScreenKey, Screen> = {
  start: {
    loader: startLoader,
    Component: () => import('@/routes/start-page').then((module) => module.StartPage),
  },
  product: { loader: productLoader, Component: productPage },
  'package-product': { loader: productLoader, Component: productPage },
  category: { loader: listLoader('CATEGORY'), Component: listPage },
  'all-products': { loader: listLoader('ALL'), Component: listPage },
  brand: { loader: listLoader('BRAND'), Component: listPage },
  campaign: { loader: listLoader('DISCOUNT_CAMPAIGN'), Component: listPage },
  search: { loader: listLoader('SEARCH'), Component: listPage },
  'market-search': { loader: listLoader('MARKET_SEARCH'), Component: listPage },
  list: { loader: listLoader('LIST'), Component: listPage },
  'list-alias': {
    loader: lazyLoader(
      () => import('@/routes/list-alias-loader'),
      (module) => module.listAliasLoader,
    ),
    // Never shown: the loader always redirects or answers 404.
    Component: () => Promise.resolve(NotFoundPage),
  },
  brands: {
    loader: lazyLoader(
      () => import('@/routes/brands-loader'),
      (module) => module.brandsLoader,
    ),
    Component: () => import('@/routes/brands-page').then((module) => module.BrandsPage),
  },
  'customer-service': {
    Component: () =>
      import('@/routes/customer-service-page').then((module) => module.CustomerServicePage),
  },
  content: {
    loader: lazyLoader(
      () => import('@/routes/content-loader'),
      (module) => module.contentLoader,
    ),
    Component: contentPage,
  },
  'start-content': {
    loader: lazyLoader(
      () => import('@/routes/content-loader'),
      (module) => module.startContentLoader,
    ),
    Component: contentPage,
  },
  preview: {
    loader: lazyLoader(
      () => import('@/routes/content-loader'),
      (module) => module.previewLoader,
    ),
    Component: contentPage,
  },
  'reset-password': {
    Component: () =>
      import('@/features/account/reset-password-page').then((module) => module.ResetPasswordPage),
  },
  'newsletter-confirm': {
    Component: () =>
      import('@/features/newsletter/confirm-page').then((module) => module.NewsletterConfirmPage),
  },
  account: {
    loader: authenticated,
    Component: () => accountPages().then((module) => module.AccountOrdersPage),
  },
  'account-orders': {
    loader: authenticated,
    Component: () => accountPages().then((module) => module.AccountOrdersPage),
  },
  'account-order': {
    loader: authenticated,
    Component: () => accountPages().then((module) => module.AccountOrderPage),
  },
  'account-settings': {
    loader: authenticated,
    Component: () => accountPages().then((module) => module.AccountSettingsPage),
  },
  'account-balance': {
    loader: authenticated,
    Component: () => accountPages().then((module) => module.AccountBalancePage),
  },
  favorites: {
    Component: () => import('@/routes/favourites-page').then((module) => module.FavouritesPage),
  },
  checkout: {
    loader: lazyLoader(
      () => import('@/routes/checkout-loader'),
      (module) => module.checkoutLoader,
    ),
    Component: () => import('@/routes/checkout-page').then((module) => module.CheckoutPage),
  },
  'checkout-confirm': {
    loader: lazyLoader(
      () => import('@/routes/checkout-loader'),
      (module) => module.checkoutReturnLoader,
    ),
    Component: () =>
      import('@/routes/checkout-confirm-page').then((module) => module.CheckoutConfirmPage),
  },
  'checkout-fail': {
    loader: lazyLoader(
      () => import('@/routes/checkout-loader'),
      (module) => module.checkoutReturnLoader,
    ),
    Component: () =>
      import('@/routes/checkout-fail-page').then((module) => module.CheckoutFailPage),
  },
  // Also the error page's 404, so it is in the main chunk anyway.
  'not-found': { Component: () => Promise.resolve(NotFoundPage) },
};
