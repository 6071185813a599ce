import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_KEY, DEFAULT_VEHICLE_API_PASSWORD } from './app.js';
import { PAYMENT_PROVIDER_IDS, type PaymentProviderId } from './payments/providers.js';
import { readGraphqlLimits, type GraphqlLimits } from './graphql/limits.js';
import { readRateLimits, type RateLimits } from './http/rate-limits.js';
import { DEFAULT_MAIL_FROM } from './mail/mailer.js';
import { readReviewProvider, type ReviewProviderConfig } from './reviews/review-provider.js';
import { readSiteSettings, type SiteSettings } from './site/site-settings.js';
import {
  readRecommendationService,
  type RecommendationServiceSetting,
} from './site/recommendation-service-setting.js';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** null: API only (npm run dev serves the client through Vite). */
  distDir: string | null;
  apiKey: string;
  vehicleApiPassword: string;
  development: boolean;
  /** NODE_ENV=production (npm start sets it when unset). */
  production: boolean;
  paymentProvider: PaymentProviderId;
  /** HMAC key of the payment provider's signed callbacks; undefined: a random one per process. */
  paymentCallbackSecret: string | undefined;
  /** Other origins whose pages may call /graphql (CORS); the shop's own origin needs none. */
  allowedOrigins: readonly string[];
  /**
   * TRUST_PROXY=1: behind one TLS-terminating reverse proxy: believe its X-Forwarded-Proto (HSTS,
   * Secure cookies) and its X-Forwarded-For, which names the client (rate limits).
   */
  trustProxy: boolean;
  /** Lines to print at start: settings a production shop must not run with. */
  warnings: readonly string[];
  /** GRAPHQL_MAX_* and GRAPHQL_ANSWER_CACHE_BYTES (README, Limits). */
  limits: GraphqlLimits;
  /**
   * Introspection and "Did you mean" hints: off with NODE_ENV=production unless
   * GRAPHQL_INTROSPECTION=1 (the schema is in the repository; a stranger needs no list of it).
   */
  introspection: boolean;
  /** RATE_LIMIT_*, UNPAID_ORDERS_PER_CLIENT and UNPAID_UNITS_PER_CLIENT (README, Limits). */
  rateLimits: RateLimits;
  /** AUTH_SECRET: signs login tokens; undefined: a random one per process (logins end at restart). */
  authSecret: string | undefined;
  /** PUBLIC_URL: the shop's origin as shoppers reach it, for links in e-mails. */
  publicUrl: string;
  /** SMTP_URL: mail goes through this server; undefined: to the outbox folder DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of the shop's e-mails. */
  mailFrom: string;
  /** EDITOR_TOKEN: a bearer that may use the editor-only APIs; undefined: editor accounts only. */
  editorToken: string | undefined;
  /** REVIEW_PROVIDER, REVIEW_PROVIDER_SCRIPT_URL, REVIEW_PROVIDER_API_KEY (embedded by default). */
  reviewProvider: ReviewProviderConfig;
  /** GTM_CONTAINER_ID, GLOBAL_MESSAGE_NB and GLOBAL_MESSAGE_NN (server/site/site-settings.ts). */
  site: SiteSettings;
  /** RECOMMENDATION_ACCOUNT_ID and RECOMMENDATION_SCRIPT_URL: the third-party service; null: off. */
  recommendationService: RecommendationServiceSetting | null;
}

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** An Origin as browsers send it: scheme://host[:port], nothing after. */
function parseOrigins(raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (raw ?? '').split(',')) {
    const text = item.trim();
    if (!text) continue;
    let origin: string;
    try {
      origin = new URL(text).origin;
    } catch {
      origin = 'null';
    }
    if (origin === 'null' || origin !== text.replace(/\/$/, ''))
      throw new Error(
        `ALLOWED_ORIGINS must list origins like https://shop.example.no, separated by commas; got "${text}"`,
      );
    origins.push(origin);
  }
  return origins;
}

/** PUBLIC_URL: an origin (scheme://host[:port]), or the address the server listens on. */
function parsePublicUrl(raw: string | undefined, host: string, port: number): string {
  if (!raw) return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  let origin = 'null';
  try {
    origin = new URL(raw).origin;
  } catch {
    // refused below
  }
  if (origin === 'null' || origin !== raw.replace(/\/$/, ''))
    throw new Error(`PUBLIC_URL must be an origin like https://www.atv-huset.no, got "${raw}"`);
  return origin;
}

function parseFlag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

function paymentProviderOf(env: NodeJS.ProcessEnv, production: boolean): PaymentProviderId {
  const raw = env['PAYMENT_PROVIDER'];
  if (raw === undefined || raw === '') {
    if (production)
      throw new Error(
        'Refusing to start: NODE_ENV=production would take payments through the sandbox, where anyone approves their own test payment; set PAYMENT_PROVIDER=sandbox to run the demo shop on purpose',
      );
    return 'sandbox';
  }
  const known = PAYMENT_PROVIDER_IDS.find((id) => id === raw);
  if (!known)
    throw new Error(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDER_IDS.join(', ')}, got "${raw}"`,
    );
  return known;
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env['PORT'] ?? ''}"`);
  }
  const production = env['NODE_ENV'] === 'production';
  const apiKey = env['API_KEY'] || DEFAULT_API_KEY;
  const vehicleApiPassword = env['VEHICLE_API_PASSWORD'] || DEFAULT_VEHICLE_API_PASSWORD;
  const paymentProvider = paymentProviderOf(env, production);
  const warnings: string[] = [];
  const authSecret = env['AUTH_SECRET'] || undefined;
  if (authSecret !== undefined && authSecret.length < 32)
    throw new Error('AUTH_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)');
  const editorToken = env['EDITOR_TOKEN'] || undefined;
  if (editorToken !== undefined && editorToken.length < 32)
    throw new Error('EDITOR_TOKEN must be at least 32 characters (e.g. openssl rand -base64 48)');
  const host = env['HOST'] || '127.0.0.1';
  if (production) {
    if (!authSecret)
      warnings.push(
        'Warning: AUTH_SECRET is not set; a random one is made at every start, which logs every customer out',
      );
    if (!env['PUBLIC_URL'])
      warnings.push(
        'Warning: PUBLIC_URL is not set; links in e-mails (password reset) name the address the server listens on',
      );
    if (apiKey === DEFAULT_API_KEY)
      warnings.push('Warning: API_KEY is the default key from the source code; set your own');
    if (vehicleApiPassword === DEFAULT_VEHICLE_API_PASSWORD)
      warnings.push(
        'Warning: VEHICLE_API_PASSWORD is the default password from the source code; set your own',
      );
  }
  return {
    port,
    host,
    dataDir: env['DATA_DIR'] || './data',
    databaseUrl: env['DATABASE_URL'] || undefined,
    distDir: env['API_ONLY'] === '1' ? null : env['DIST_DIR'] ? resolve(env['DIST_DIR']) : DIST,
    apiKey,
    vehicleApiPassword,
    development: env['NODE_ENV'] === 'development',
    production,
    paymentProvider,
    paymentCallbackSecret: env['PAYMENT_CALLBACK_SECRET'] || undefined,
    allowedOrigins: parseOrigins(env['ALLOWED_ORIGINS']),
    trustProxy: parseFlag('TRUST_PROXY', env['TRUST_PROXY']),
    warnings,
    limits: readGraphqlLimits(env),
    introspection: !production || parseFlag('GRAPHQL_INTROSPECTION', env['GRAPHQL_INTROSPECTION']),
    rateLimits: readRateLimits(env),
    authSecret,
    editorToken,
    publicUrl: parsePublicUrl(env['PUBLIC_URL'], host, port),
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] || DEFAULT_MAIL_FROM,
    reviewProvider: readReviewProvider(env),
    site: readSiteSettings(env),
    recommendationService: readRecommendationService(env),
  };
}
