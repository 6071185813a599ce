import type { ComponentType } from 'react';
import { categoryLoader } from '@/routes/category-loader';
import { listLoader } from '@/routes/list-loader';
import { NotFoundPage } from '@/routes/not-found-page';
import { productLoader } from '@/routes/product-loader';
import type { ScreenLoaderArgs } from '@/routes/route-loader';
import { startLoader } from '@/routes/start-loader';
import type { ScreenKey } from './route-table';

export interface Screen {
  /** Warms the Apollo cache and returns route data (variables), or throws a route error. */
  loader?: (args: ScreenLoaderArgs) => Promise<unknown>;
  /** Lazy: each screen is its own chunk, loaded in parallel with its loader. */
  Component: () => Promise<ComponentType>;
}

const listPage = () => import('@/routes/list-page').then((module) => module.ListPage);
const productPage = () => import('@/routes/product-page').then((module) => module.ProductPage);

export const screens: Record<ScreenKey, Screen> = {
  start: {
    loader: startLoader,
    Component: () => import('@/routes/start-page').then((module) => module.StartPage),
  },
  product: { loader: productLoader, Component: productPage },
  'package-product': { loader: productLoader, Component: productPage },
  category: {
    loader: categoryLoader,
    Component: () => import('@/routes/category-page').then((module) => module.CategoryPage),
  },
  'all-products': { loader: listLoader('ALL'), Component: listPage },
  brand: { loader: listLoader('BRAND'), Component: listPage },
  campaign: { loader: listLoader('DISCOUNT_CAMPAIGN'), Component: listPage },
  'customer-service': {
    Component: () =>
      import('@/routes/customer-service-page').then((module) => module.CustomerServicePage),
  },
  favorites: {
    Component: () => import('@/routes/favourites-page').then((module) => module.FavouritesPage),
  },
  // Also the error page's 404, so it is in the main chunk anyway.
  'not-found': { Component: () => Promise.resolve(NotFoundPage) },
};
