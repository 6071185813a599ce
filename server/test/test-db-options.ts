import { randomBytes } from 'node:crypto';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of the seeded PGlite database ('' when tests run on PostgreSQL). */
    testDbDump: string;
    /** Seeded template database on TEST_DATABASE_URL ('' on PGlite). */
    testDbTemplate: string;
  }
}

/**
 * Catalogue for tests: small enough to build in seconds, large enough to hold every stock
 * state, packages and campaigns. A fixed day keeps dates stable within a run.
 */
export function testSeedOptions(): { products: number; seed: number } {
  return { products: Number(process.env.TEST_PRODUCTS) || 600, seed: 1 };
}

export function randomDbName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
