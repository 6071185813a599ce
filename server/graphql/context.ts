import type { RequestAuth } from '../accounts/request-auth.js';
import type { Db } from '../db/types.js';
import type { ProductLoaders } from '../catalogue/product-loaders.js';
import type { RateLimiter } from '../http/rate-limits.js';
import type { ReviewProviderConfig } from '../reviews/review-provider.js';
import type { ReviewService } from '../reviews/review-service.js';
import type { LanguageId } from '../i18n/language.js';
import type { ShopProviders } from '../payments/providers.js';
import type { RecommendationServiceSetting } from '../site/recommendation-service-setting.js';
import type { CatalogueStore } from '../catalogue/catalogue-store.js';
import type { ProductListStore } from '../search/product-list-store.js';
import type { ShopMail } from '../mail/mailer.js';
import type { SiteSettings } from '../site/site-settings.js';
import type { MarketStore } from '../site/market-store.js';

/**
 * Per-request GraphQL context. Catalogue answers are cached by query, so a resolver of a cached
 * field never reads `auth`; personal fields (me, carts, orders) are never cached.
 */
export interface Context {
  db: Db;
  /** App-wide, cached category tree and brands. */
  catalogue: CatalogueStore;
  /** App-wide, briefly cached markets' pricing: a request's marketId picks its currency. */
  markets: MarketStore;
  /** App-wide, briefly cached ordered product ids per list filter. */
  productLists: ProductListStore;
  /** Per-request batchers, one set per language asked for (languageId is a field argument). */
  loaders: (languageId: LanguageId) => ProductLoaders;
  /** Payment provider and carrier look-ups of checkout (sandboxes by default). */
  providers: ShopProviders;
  /** Who sent the request (http/client-address.ts): the key of the per-client rate limits. */
  client: string;
  /** The app's rate limits (http/rate-limits.ts). */
  limits: RateLimiter;
  /** The logged-in account of the request's bearer token, read once on first ask. */
  auth: RequestAuth;
  /** Reviews and questions (server/reviews): the configured service and provider settings. */
  reviews: { service: ReviewService; provider: ReviewProviderConfig };
  /** The shop's mail and public origin (server/mail), for mails a mutation sends; null: none. */
  mail: ShopMail | null;
  /** The operator's storefront settings (GTM_CONTAINER_ID, GLOBAL_MESSAGE_*). */
  site: SiteSettings;
  /** The third-party recommendation service (RECOMMENDATION_*); null: off. */
  recommendationService: RecommendationServiceSetting | null;
  request: Request;
}
