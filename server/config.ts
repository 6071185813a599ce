import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_KEY, DEFAULT_VEHICLE_API_PASSWORD } from './app.js';
import { readGraphqlLimits, type GraphqlLimits } from './graphql/limits.js';
import { readRateLimits, type RateLimits } from './graphql/rate-limits.js';

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
  /** GRAPHQL_MAX_* and GRAPHQL_ANSWER_CACHE_BYTES (README, Limits). */
  limits: GraphqlLimits;
  /** RATE_LIMIT_* and UNPAID_ORDERS_PER_CLIENT (README, Limits). */
  rateLimits: RateLimits;
  /** TRUST_PROXY=1: behind one reverse proxy, whose X-Forwarded-For names the client. */
  trustProxy: boolean;
}

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env['PORT'] ?? ''}"`);
  }
  return {
    port,
    host: env['HOST'] || '127.0.0.1',
    dataDir: env['DATA_DIR'] || './data',
    databaseUrl: env['DATABASE_URL'] || undefined,
    distDir: env['API_ONLY'] === '1' ? null : env['DIST_DIR'] ? resolve(env['DIST_DIR']) : DIST,
    apiKey: env['API_KEY'] || DEFAULT_API_KEY,
    vehicleApiPassword: env['VEHICLE_API_PASSWORD'] || DEFAULT_VEHICLE_API_PASSWORD,
    development: env['NODE_ENV'] === 'development',
    limits: readGraphqlLimits(env),
    rateLimits: readRateLimits(env),
    trustProxy: env['TRUST_PROXY'] === '1' || env['TRUST_PROXY'] === 'true',
  };
}
