import { useAPQ } from '@graphql-yoga/plugin-apq';
import { createYoga, maskError, type YogaLogger } from 'graphql-yoga';
import type { Context } from '../context.js';
import type { Db } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { ShopProviders } from '../payments/providers.js';
import type { CatalogueStore } from '../services/catalogue.js';
import type { ProductListStore } from '../services/product-list-store.js';
import { createProductLoaders, type ProductLoaders } from './loaders.js';
import { useBadRequestStatus } from './bad-request.js';
import { useCatalogueCache, type CachePolicy } from './response-cache.js';
import { createCatalogueSchema } from './schema.js';

// Catalogue data changes rarely (imports, campaigns); stock and prices may lag half a minute.
const CACHE_POLICY: CachePolicy = {
  categories: 300,
  channel: 300,
  getMenuAtLocation: 300,
  brands: 300,
  listPageInfo: 60,
  products: 30,
  product: 30,
  search: 30,
  searchSuggestions: 300,
};

export interface GraphqlOptions {
  db: Db;
  catalogue: CatalogueStore;
  productLists: ProductListStore;
  providers: ShopProviders;
  logger: YogaLogger;
  /** Include original error details in responses (development only). */
  exposeErrors: boolean;
  cacheResponses: boolean;
}

export function createGraphqlHandler(options: GraphqlOptions) {
  const { db, catalogue, productLists, providers, logger } = options;
  return createYoga<object, Omit<Context, 'request'>>({
    schema: createCatalogueSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: logger,
    maskedErrors: {
      isDev: options.exposeErrors,
      maskError: (error, message, isDev) => {
        const masked = maskError(error, message, isDev);
        if (masked !== error) logger.error(error);
        return masked;
      },
    },
    context: () => {
      const perLanguage = new Map<LanguageId, ProductLoaders>();
      return {
        db,
        catalogue,
        productLists,
        providers,
        loaders: (languageId: LanguageId) => {
          let loaders = perLanguage.get(languageId);
          if (!loaders) {
            loaders = createProductLoaders(db, languageId);
            perLanguage.set(languageId, loaders);
          }
          return loaders;
        },
      };
    },
    plugins: [
      // Answer "not found" with 200 so the browser console stays clean; Apollo retries either way.
      useAPQ({ responseConfig: { forceStatusCodeOk: true } }),
      useBadRequestStatus(),
      ...(options.cacheResponses ? [useCatalogueCache(CACHE_POLICY)] : []),
    ],
  });
}

export type GraphqlHandler = ReturnType<typeof createGraphqlHandler>;
