import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_KEY, DEFAULT_VEHICLE_API_PASSWORD } from './app.js';

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
  };
}
