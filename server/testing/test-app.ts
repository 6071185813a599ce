import { afterAll, beforeAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from 'graphql-yoga';
import { createApp, DEFAULT_API_KEY, type AppOptions } from '../app.js';
import type { Db } from '../db/types.js';
import { NO_RATE_LIMITS } from '../http/rate-limits.js';
import { createTestDb } from '../test/fixture.js';
import { countQueries, type CountingDb } from './counting-db.js';

export interface GraphqlResponse<Data> {
  status: number;
  data?: Data;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  url: string;
  db: Db;
  /** POSTs a GraphQL operation with the API key (and any other headers, e.g. authorization). */
  gql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlResponse<Data>>;
  close(): Promise<void>;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

/**
 * For tests whose many shoppers all come from 127.0.0.1, which the per-client rate limits would
 * count as one: no limits. The limits themselves are tested in http/rate-limits.test.ts.
 */
export const MANY_SHOPPERS = { rateLimits: NO_RATE_LIMITS } as const;

/** createApp on a free port over a fresh copy of the seeded test database. */
export async function startTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const db = options.db ?? (await createTestDb());
  const server = createServer(
    createApp({ db, distDir: null, logger: createLogger('error'), ...options }),
  );
  const url = await listen(server);
  return {
    url,
    db,
    // The type argument only names the expected data shape, as in Apollo's useQuery<Data>.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
    async gql<Data>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': DEFAULT_API_KEY, ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as Omit<GraphqlResponse<Data>, 'status'>;
      return { status: res.status, ...body };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

/** A test file's app: started before its tests on a fresh database that counts its queries. */
export interface CountingTestApp {
  readonly app: TestApp;
  readonly db: CountingDb;
}

/**
 * Starts an app for the calling test file (beforeAll) and closes it after (afterAll), on a fresh
 * test database that counts its round trips (testing/counting-db.ts); without the answer cache
 * unless asked, so every answer is worked out.
 */
export function countingTestApp(options: { cacheResponses?: boolean } = {}): CountingTestApp {
  let started: { app: TestApp; db: CountingDb } | null = null;
  const current = () => {
    if (!started) throw new Error('countingTestApp: used before its beforeAll ran');
    return started;
  };
  beforeAll(async () => {
    const db = countQueries(await createTestDb());
    started = {
      db,
      app: await startTestApp({ db, cacheResponses: options.cacheResponses ?? false }),
    };
  });
  afterAll(() => current().app.close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
  };
}
