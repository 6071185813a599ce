import { useAPQ } from '@graphql-yoga/plugin-apq';
import { createYoga, maskError, type YogaLogger } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { Context } from '../context.js';
import type { Db } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { ShopProviders } from '../payments/providers.js';
import type { CatalogueStore } from '../services/catalogue.js';
import type { ProductListStore } from '../services/product-list-store.js';
import { createProductLoaders, type ProductLoaders } from './loaders.js';
import { useBadRequestStatus } from './bad-request.js';
import { FastLane, useLaneResult } from './fast-lane.js';
import { usePersonalAnswers } from './personal.js';
import {
  createAnswerCache,
  useCatalogueCache,
  type AnswerCache,
  type CachePolicy,
} from './response-cache.js';
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
  /** Operations through the fast lane (fast-lane.ts) rather than yoga (on by default). */
  fastLane?: boolean;
}

/** /graphql: yoga, and the fast lane in front of it (null when off). */
export interface GraphqlHandler {
  yoga: ReturnType<typeof createYoga<object, Omit<Context, 'request'>>>;
  lane: FastLane | null;
  /** The catalogue answers both keep (null when off): emptied when the catalogue changes. */
  answers: AnswerCache | null;
}

export function createGraphqlHandler(options: GraphqlOptions): GraphqlHandler {
  const { db, catalogue, productLists, providers, logger } = options;
  const schema = createCatalogueSchema();
  const answers = options.cacheResponses ? createAnswerCache() : null;
  // yoga's own default for the APQ store, shared with the fast lane.
  const persisted = new LRUCache<string, string>({ max: 1000, ttl: 3_600_000 });
  const context = () => {
    const perLanguage = new Map<LanguageId, ProductLoaders>();
    return {
      db,
      catalogue,
      productLists,
      providers,
      loaders: (languageId: LanguageId) => {
        let loaders = perLanguage.get(languageId);
        if (!loaders) {
          loaders = createProductLoaders(db, languageId, productLists.cards);
          perLanguage.set(languageId, loaders);
        }
        return loaders;
      },
    };
  };
  const yoga = createYoga<object, Omit<Context, 'request'>>({
    schema,
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
    context,
    plugins: [
      // Answer "not found" with 200 so the browser console stays clean; Apollo retries either way.
      useAPQ({ store: persisted, responseConfig: { forceStatusCodeOk: true } }),
      useBadRequestStatus(),
      // Before useLaneResult: a mutation the lane ran is answered with no-store too.
      usePersonalAnswers(),
      useLaneResult(),
      ...(answers ? [useCatalogueCache(CACHE_POLICY, answers)] : []),
    ],
  });
  const lane =
    options.fastLane === false
      ? null
      : new FastLane({ schema, policy: CACHE_POLICY, answers, persisted, context });
  return { yoga, lane, answers };
}
