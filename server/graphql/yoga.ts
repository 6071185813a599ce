import { useAPQ } from '@graphql-yoga/plugin-apq';
import { IncomingMessage } from 'node:http';
import type { CORSOptions } from '@whatwg-node/server';
import { createYoga, maskError, type YogaLogger } from 'graphql-yoga';
import { requestAuth, type AccountsOfRequests } from '../accounts/request-auth.js';
import type { Context } from './context.js';
import type { ShopMail } from '../mail/mailer.js';
import type { Db } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { ShopProviders } from '../payments/providers.js';
import type { RecommendationServiceSetting } from '../site/recommendation-service-setting.js';
import type { CatalogueStore } from '../catalogue/catalogue-store.js';
import type { ProductListStore } from '../search/product-list-store.js';
import { NO_SITE_SETTINGS, type SiteSettings } from '../site/site-settings.js';
import { createProductLoaders, type ProductLoaders } from '../catalogue/product-loaders.js';
import { MarketStore } from '../site/market-store.js';
import { useBadRequestStatus } from './bad-request.js';
import { FastLane, useLaneResult } from './fast-lane.js';
import { usePersonalAnswers } from './personal.js';
import { DEFAULT_LIMITS, useGraphqlLimits, type GraphqlLimits } from './limits.js';
import { RateLimiter } from '../http/rate-limits.js';
import {
  createAnswerCache,
  useCatalogueCache,
  type AnswerCache,
  type CachePolicy,
} from './response-cache.js';
import { createCatalogueSchema } from './schema.js';
import { PersistedQueries } from './persisted-queries.js';
import { embeddedReviewService } from '../reviews/embedded-review-service.js';
import { EMBEDDED_REVIEWS } from '../reviews/review-provider.js';

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
  // The whole shop's review summary and newest reviews (header badge, widgets): a minute old at
  // most. A product's reviews are never kept here: a new review shows at once to its writer.
  shopReviews: 60,
  // Others also bought moves with paid orders (co-purchases are kept a minute too).
  recommendations: 60,
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
  /** Document limits and the answer cache's size (limits.ts); the defaults when absent. */
  limits?: GraphqlLimits;
  /** false: no introspection and no "Did you mean" hints (limits.ts); answered when absent. */
  introspection?: boolean;
  /** Per-client rate limits of code attempts, sign-ups and orders (rate-limits.ts). */
  rateLimiter?: RateLimiter;
  /** Who sent a request (http/client-address.ts); the socket's address when absent. */
  clientOf?: (req: IncomingMessage) => string;
  /** CORS of /graphql, for yoga and the fast lane alike (yoga's default, any origin, if absent). */
  cors?: CORSOptions;
  /** Who a bearer token names (server/accounts); every request anonymous when absent. */
  accounts?: AccountsOfRequests;
  /** EDITOR_TOKEN: a bearer that may use the editor-only APIs (ctx.auth.requireEditor). */
  editorToken?: string;
  /** The review service and its provider settings; the embedded service when absent. */
  reviews?: Context['reviews'];
  /** The shop's mail for mails mutations send (a restock's back-in-stock mails). */
  mail?: ShopMail;
  /** GTM_CONTAINER_ID and GLOBAL_MESSAGE_* for Channel.configuration (none when absent). */
  site?: SiteSettings;
  /** The third-party recommendation service of Channel.configuration; null or absent: off. */
  recommendationService?: RecommendationServiceSetting | null;
}

/** /graphql: yoga, and the fast lane in front of it (null when off). */
export interface GraphqlHandler {
  yoga: ReturnType<typeof createYoga<object, Omit<Context, 'request'>>>;
  lane: FastLane | null;
  limits: GraphqlLimits;
  clientOf: (req: IncomingMessage) => string;
  /** The catalogue answers both keep (null when off): emptied when the catalogue changes. */
  answers: AnswerCache | null;
  /** The persisted queries both read (the app shell pins its own). */
  persisted: PersistedQueries;
}

export function createGraphqlHandler(options: GraphqlOptions): GraphqlHandler {
  const { db, catalogue, productLists, providers, logger } = options;
  const schema = createCatalogueSchema();
  const limits = options.limits ?? DEFAULT_LIMITS;
  const exposure = { introspection: options.introspection ?? true };
  const rateLimiter = options.rateLimiter ?? new RateLimiter();
  const clientOf = options.clientOf ?? ((req) => req.socket.remoteAddress ?? 'unknown');
  const answers = options.cacheResponses ? createAnswerCache(limits.answerCacheBytes) : null;
  const reviews = options.reviews ?? {
    service: embeddedReviewService(db),
    provider: EMBEDDED_REVIEWS,
  };
  // The APQ store, shared with the fast lane (persisted-queries.ts).
  const markets = new MarketStore(db);
  const persisted = new PersistedQueries(limits);
  /** The context of a request from `client` (yoga and the lane alike). */
  const context = (client: string, authorization?: string | null) => {
    const perLanguage = new Map<LanguageId, ProductLoaders>();
    return {
      db,
      catalogue,
      markets,
      productLists,
      providers,
      site: options.site ?? NO_SITE_SETTINGS,
      client,
      limits: rateLimiter,
      auth: requestAuth(options.accounts ?? null, authorization ?? null, options.editorToken),
      reviews,
      mail: options.mail ?? null,
      recommendationService: options.recommendationService ?? null,
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
    ...(options.cors ? { cors: options.cors } : {}),
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
    // yoga's server context holds the node request (`req`) this handler was given.
    context: (initial) => {
      const req: unknown = 'req' in initial ? initial.req : undefined;
      return context(
        req instanceof IncomingMessage ? clientOf(req) : 'unknown',
        initial.request.headers.get('authorization'),
      );
    },
    plugins: [
      useGraphqlLimits(limits, exposure),
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
      : new FastLane({
          schema,
          policy: CACHE_POLICY,
          answers,
          persisted,
          context,
          limits,
          exposure,
        });
  return { yoga, lane, limits, clientOf, answers, persisted };
}
