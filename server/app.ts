import type { RecommendationServiceSetting } from './site/recommendation-service-setting.js';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createLogger, type YogaLogger } from 'graphql-yoga';
import { Accounts, RecipientMailLimit } from './accounts/accounts.js';
import type { ScryptCost } from './accounts/password.js';
import { AUTH_PATH, authRoute } from './accounts/auth-routes.js';
import { anonymiseAccountOrders } from './orders/account-orders-store.js';
import { moveSubscription, unsubscribeAccount } from './newsletter/newsletter-store.js';
import type { Db } from './db/types.js';
import type { GraphqlLimits } from './graphql/limits.js';
import { NO_RATE_LIMITS, RateLimiter, type RateLimits } from './http/rate-limits.js';
import { createGraphqlHandler } from './graphql/yoga.js';
import { AppShell } from './http/app-shell.js';
import { shellQueryRunner } from './graphql/app-shell-queries.js';
import { clientAddress } from './http/client-address.js';
import { graphqlRoute } from './graphql/graphql-route.js';
import { imagesRoute } from './images/images-route.js';
import { isAssetPath } from './http/mime.js';
import { paymentsRoute } from './payments/payments-route.js';
import {
  applyCors,
  contentSecurityPolicy,
  NO_THIRD_PARTY_ORIGINS,
  withScriptOrigins,
  setSecurityHeaders,
  type SecurityOptions,
} from './http/security.js';
import { sendJsonError, sendText } from './http/send.js';
import { StaticFiles } from './http/static-files.js';
import { vehiclesRoute } from './vehicles/vehicles-route.js';
import { createMailer, DEFAULT_MAIL_FROM, type Mailer } from './mail/mailer.js';
import { mailOrderConfirmation } from './mail/order-confirmation.js';
import { sandboxProviders, type ShopProviders } from './payments/providers.js';
import { embeddedReviewService } from './reviews/embedded-review-service.js';
import {
  EMBEDDED_REVIEWS,
  reviewScriptOrigin,
  type ReviewProviderConfig,
} from './reviews/review-provider.js';
import type { ReviewService } from './reviews/review-service.js';
import { CatalogueStore } from './catalogue/catalogue-store.js';
import { FLOWBOX_EMBED_PATH, flowboxEmbedRoute } from './content/flowbox-embed.js';
import { pageExists } from './content/page-exists.js';
import { MarketStore } from './site/market-store.js';
import { marketPath, pathAfterFirstSegment } from './site/market-path.js';
import { CatalogueFreshness } from './search/catalogue-freshness.js';
import { warmCheckout, type WarmOptions } from './graphql/cart-warm.js';
import { ProductListStore } from './search/product-list-store.js';
import { NO_SITE_SETTINGS, TAG_MANAGER_ORIGINS, type SiteSettings } from './site/site-settings.js';

export const DEFAULT_API_KEY = 'atvhuset-storefront-public';
/** How many unknown market aliases one process logs (each once). */
const UNKNOWN_MARKETS_LOGGED = 100;
export const DEFAULT_VEHICLE_API_PASSWORD = 'atvhuset';

export interface AppOptions {
  db: Db;
  /** Built storefront (dist/); null serves the API only (development, behind Vite). */
  distDir: string | null;
  apiKey?: string;
  vehicleApiPassword?: string;
  logger?: YogaLogger;
  /** Development: original error messages in GraphQL responses. */
  exposeErrors?: boolean;
  /** false (production): no introspection, no "Did you mean" hints (graphql/limits.ts). */
  introspection?: boolean;
  /** In-process caches of catalogue answers and product cards (on by default). */
  cacheResponses?: boolean;
  /** Catalogue queries through the fast lane in front of yoga (server/graphql/fast-lane.ts). */
  fastLane?: boolean;
  /** Load the in-memory product list index at once instead of on the first list request. */
  warmLists?: boolean;
  /** Payment provider and pickup points; the embedded sandboxes by default. */
  providers?: ShopProviders;
  /** Body, document and answer-cache limits of /graphql (graphql/limits.ts defaults). */
  limits?: GraphqlLimits;
  /** Per-client rate limits (http/rate-limits.ts defaults). */
  rateLimits?: RateLimits;
  /**
   * TRUST_PROXY: behind one TLS-terminating reverse proxy, whose X-Forwarded-For names the client
   * (rate limits) and whose X-Forwarded-Proto says TLS (HSTS). Also read from `security`.
   */
  trustProxy?: boolean;
  /** HMAC key of the sandbox provider's callbacks (PAYMENT_CALLBACK_SECRET); random without. */
  paymentCallbackSecret?: string;
  /** CORS origins (ALLOWED_ORIGINS); closed by default. */
  security?: SecurityOptions;
  /** Serve pages with the prerendered app shell (http/app-shell.ts) when the build has one. */
  appShell?: boolean;
  /** AUTH_SECRET, the key of login tokens; random per app without (logins end at restart). */
  authSecret?: string;
  /** EDITOR_TOKEN: a bearer that may use the editor-only APIs (accounts/request-auth.ts). */
  editorToken?: string;
  /** GTM_CONTAINER_ID and GLOBAL_MESSAGE_* (site/site-settings.ts); none when absent. */
  site?: SiteSettings;
  /** PUBLIC_URL, the origin links in e-mails name. */
  publicUrl?: string;
  /** The third-party recommendation service (its script's origin joins the CSP); null: off. */
  recommendationService?: RecommendationServiceSetting | null;
  /** The shop's mail (server/mail); without, an outbox in the system's temporary folder. */
  mailer?: Mailer;
  /** The password hash's cost (accounts/password.ts); production's unless a test lowers it. */
  scrypt?: ScryptCost;
  /**
   * The review provider (REVIEW_PROVIDER*, reviews/review-provider.ts) and, for a third-party
   * one, an adapter of its API; the embedded service (the shop's database) by default.
   */
  reviews?: { provider?: ReviewProviderConfig; service?: ReviewService };
}

/** index.html's text, for the hashes of its inline code in the CSP (null: none there). */
function readIndexHtml(distDir: string | null): string | null {
  if (!distDir) return null;
  try {
    return readFileSync(join(distDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The whole HTTP surface of the shop as one node:http handler. */
export function createApp(options: AppOptions): RequestHandler {
  const logger = options.logger ?? createLogger('info');
  const providers =
    options.providers ?? sandboxProviders(options.db, options.paymentCallbackSecret);
  const trustProxy = options.trustProxy ?? options.security?.trustProxy ?? false;
  const security = { ...options.security, trustProxy };
  const allowedOrigins = security.allowedOrigins ?? [];
  const site = options.site ?? NO_SITE_SETTINGS;
  let indexHtml = readIndexHtml(options.distDir);
  const reviewProvider = options.reviews?.provider ?? EMBEDDED_REVIEWS;
  const reviewOrigin = reviewScriptOrigin(reviewProvider);
  const recommendationService = options.recommendationService ?? null;
  // The markets' aliases for the /:market path segment (briefly cached, like the API's).
  const markets = new MarketStore(options.db);
  // Third parties the operator configured: the tag manager's origins (only with GTM_CONTAINER_ID),
  // a review provider's script (REVIEW_PROVIDER) and a recommendation service's (RECOMMENDATION_*).
  const thirdParty = withScriptOrigins(
    site.tagManagerContainerId ? TAG_MANAGER_ORIGINS : NO_THIRD_PARTY_ORIGINS,
    [
      ...(reviewOrigin ? [reviewOrigin] : []),
      ...(recommendationService ? [new URL(recommendationService.scriptUrl).origin] : []),
    ],
  );
  let csp = contentSecurityPolicy(indexHtml, thirdParty);
  const productLists = new ProductListStore(options.db, {
    cacheCards: options.cacheResponses ?? true,
  });
  if (options.warmLists) productLists.warm();
  const catalogue = new CatalogueStore(options.db);
  const rateLimiter = new RateLimiter(options.rateLimits);
  const clientOf = (req: IncomingMessage) => clientAddress(req, trustProxy);
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';
  const mailer =
    options.mailer ??
    createMailer({ outboxDir: join(tmpdir(), 'atvhuset-outbox'), from: DEFAULT_MAIL_FROM });
  // Mails to one inbox, whichever code sends them to a typed address (accounts, newsletter).
  const mailsTo = new RecipientMailLimit(rateLimiter.auth.limit.windowSeconds);
  const accounts = new Accounts(options.db, {
    secret: options.authSecret ?? randomBytes(32).toString('base64url'),
    mailer,
    publicUrl,
    mailsTo,
    limits: { account: rateLimiter.auth, address: rateLimiter.authAddress },
    ...(options.scrypt ? { scrypt: options.scrypt } : {}),
    log: (message) => logger.warn(message),
    // A deleted account's orders stay for bookkeeping without its personal fields, and its
    // newsletter sign-up goes (the later domains' part of the deletion, in its transaction).
    onDelete: async (tx, user) => {
      await anonymiseAccountOrders(tx, user.id);
      await unsubscribeAccount(tx, user);
    },
    // The newsletter list is kept by address: a subscribed account stays subscribed at its new one.
    onEmailChange: (tx, change) => moveSubscription(tx, change),
  });
  const auth = authRoute(accounts, {
    trustProxy,
    clientOf,
    // The shopper's market, for the links in the account's mails (/se/…).
    marketSegmentOf: async (marketId) => {
      const [market, { defaultAlias }] = await Promise.all([
        markets.pricing(marketId),
        markets.aliases(),
      ]);
      return market.alias === defaultAlias ? null : market.alias;
    },
  });
  const graphqlHandler = createGraphqlHandler({
    db: options.db,
    catalogue,
    productLists,
    providers,
    logger,
    exposeErrors: options.exposeErrors ?? false,
    introspection: options.introspection ?? true,
    cacheResponses: options.cacheResponses ?? true,
    fastLane: options.fastLane ?? true,
    ...(options.limits ? { limits: options.limits } : {}),
    rateLimiter,
    clientOf,
    accounts,
    ...(options.editorToken ? { editorToken: options.editorToken } : {}),
    reviews: {
      provider: reviewProvider,
      service: options.reviews?.service ?? embeddedReviewService(options.db),
    },
    mail: { mailer, publicUrl, allowsMailTo: (address) => mailsTo.allows(address) },
    site,
    recommendationService,
  });
  const graphql = graphqlRoute(graphqlHandler, options.apiKey ?? DEFAULT_API_KEY);
  // Rendered now and again when the catalogue (menus included) changes: never per request.
  const shell =
    options.distDir && options.appShell !== false
      ? new AppShell(
          options.distDir,
          shellQueryRunner(graphqlHandler, options.apiKey ?? DEFAULT_API_KEY),
          (message) => logger.error(message),
          thirdParty,
        )
      : null;
  void shell?.refresh();
  // A price or campaign changed by any process or tool is served within seconds: the caches
  // are emptied at once (product pages read the database), and again once the list index is
  // reloaded, so an answer they keep afterwards is built on the new index.
  const forget = () => {
    catalogue.clear();
    productLists.cards.clear();
    graphqlHandler.answers?.clear();
  };
  const freshness = new CatalogueFreshness(options.db, async () => {
    const started = performance.now();
    forget();
    if (productLists.indexes.loaded) await productLists.indexes.reload();
    forget();
    await shell?.refresh();
    logger.info(
      `Catalogue changed: caches emptied, list index reloaded in ${Math.round(performance.now() - started)} ms`,
    );
    // A request that read the old index just before the reload may store its answer after the
    // clear: once more a moment later, so such an answer lives a second, not its 30 s.
    setTimeout(() => graphqlHandler.answers?.clear(), 1000).unref();
  });
  freshness.touch();
  const images = imagesRoute();
  const flowboxEmbed = flowboxEmbedRoute();
  const payments = paymentsRoute(options.db, providers, {
    log: (message) => logger.warn(message),
    onPaid: (order) => mailOrderConfirmation(options.db, mailer, publicUrl, order),
  });
  const vehicles = vehiclesRoute(options.vehicleApiPassword ?? DEFAULT_VEHICLE_API_PASSWORD);
  // A rebuilt index.html (new inline code) gets its new hashes at once, and so do the worker
  // and every other response.
  const files = options.distDir
    ? new StaticFiles(options.distDir, {
        htmlHeaders: (html) => {
          if (html !== indexHtml) {
            indexHtml = html;
            csp = contentSecurityPolicy(html, thirdParty);
          }
          return { 'content-security-policy': contentSecurityPolicy(html, thirdParty) };
        },
      })
    : null;

  // An unknown market alias in a link is logged once per alias (at most UNKNOWN_MARKETS_LOGGED
  // aliases a process), encoded: anyone can send thousands of them.
  const loggedMarkets = new Set<string>();
  const noteUnknownMarket = (alias: string, encodedPath: string) => {
    if (loggedMarkets.has(alias) || loggedMarkets.size >= UNKNOWN_MARKETS_LOGGED) return;
    loggedMarkets.add(alias);
    logger.error(`Unknown market alias '${alias}' in ${encodedPath.slice(0, 200)}`);
  };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = req.url ?? '/';
    const rawPath = raw.split('?')[0] ?? '/';
    if (rawPath.split('/').some((segment) => segment === '..' || /%2e%2e/i.test(segment)))
      return sendText(req, res, 400, 'Bad path');
    const url = new URL(raw, 'http://localhost');
    const path = url.pathname;

    if (path === '/graphql') {
      freshness.touch();
      return applyCors(req, res, allowedOrigins) ? undefined : graphql(req, res);
    }
    if (path.startsWith('/payments/')) return payments(req, res, url);
    if (path.startsWith(AUTH_PATH)) return auth(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendText(req, res, 405, 'Method not allowed');
    }
    if (path.startsWith('/images/')) return images(req, res, url);
    if (path.startsWith(FLOWBOX_EMBED_PATH)) return flowboxEmbed(req, res, url);
    if (path.startsWith('/api/vehicles/')) return vehicles(req, res, url);
    if (path === '/api' || path.startsWith('/api/'))
      return sendJsonError(req, res, 404, `No API at ${path}`, 'NOT_FOUND');
    if (!files) return sendText(req, res, 404, 'Not found');

    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return sendText(req, res, 400, 'Bad path');
    }
    // A page shows the catalogue and content as they are: an edit (a published front page, a
    // menu) is noticed by page loads too, not only by the next API request. Cost: at most one
    // version query per check interval, whoever asks (search/catalogue-freshness.ts).
    freshness.touch();
    // The start page and the worker's copy of index.html carry the app shell too.
    if ((decoded === '/' || decoded === '/index.html') && (await shell?.serve(req, res, decoded)))
      return;
    if (await files.serve(req, res, decoded)) return;
    if (isAssetPath(decoded)) return sendText(req, res, 404, 'Not found');
    // The optional /:market segment: a known market's address is the shop's address after it;
    // an unknown alias (logged: a link somewhere names a market the channel lacks) and the
    // default market's own go to the same address in the fallback market.
    const { aliases, defaultAlias } = await markets.aliases();
    const market = marketPath(decoded, aliases, defaultAlias);
    if (market.kind === 'redirect') {
      if (market.unknownAlias) noteUnknownMarket(market.unknownAlias, path);
      // The address after the segment as the request wrote it (percent-encoded): a decoded
      // one put '/\evil.com' or a tab into Location (an open redirect) and non-ASCII text broke
      // the header (500) or the next request (400).
      res.writeHead(302, {
        location: `${pathAfterFirstSegment(path)}${url.search}`,
        'cache-control': 'no-store',
      });
      res.end();
      return;
    }
    // SPA fallback: routes are the client's, which renders its own 404 page for unknown ones;
    // an address the storefront has no page for (a content alias nobody has) is a real 404.
    const page = market.kind === 'market' ? market.rest : decoded;
    const status = (await pageExists({ db: options.db, catalogue }, page)) ? 200 : 404;
    if (await shell?.serve(req, res, decoded, status)) return;
    if (await files.serve(req, res, '/index.html', status)) return;
    return sendText(req, res, 404, 'Not found');
  }

  return (req, res) => {
    setSecurityHeaders(req, res, csp, security);
    route(req, res).catch((error: unknown) => {
      logger.error(error);
      if (!res.headersSent)
        sendText(req, res, 500, 'Internal server error').catch(() => res.destroy());
      else res.destroy();
    });
  };
}

/**
 * Startup warm-up, after migrate and before listening: shoppers fill carts and place orders
 * through an app like `options`' inside a transaction that is rolled back (graphql/cart-warm.ts),
 * so the first real shoppers get warm answers. Always with the sandbox payment provider: no
 * outside service is called. Answers how many requests it made (0 when skipped).
 */
export function warmUpApp(
  options: AppOptions,
  warm: WarmOptions & { log?: (message: string) => void } = {},
): Promise<number> {
  return warmCheckout(
    options.db,
    (db) =>
      createApp({
        ...options,
        db,
        logger: createLogger('error'),
        warmLists: false,
        appShell: false,
        providers: sandboxProviders(db, options.paymentCallbackSecret),
        // Its shoppers share one address; real ones each have theirs.
        rateLimits: NO_RATE_LIMITS,
      }),
    options.apiKey ?? DEFAULT_API_KEY,
    warm,
  );
}
