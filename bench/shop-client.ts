// A shopper's HTTP client, sending exactly what the storefront's browser sends
// (browser-request.ts, held to the real Apollo client by src/graphql/storefront-requests.test.ts):
// catalogue queries as automatic persisted queries over GET (the hash first, the text only when
// the server does not know it), cart, checkout and order reads and every mutation as POST with
// Origin. Every request's time, status and GraphQL error codes are recorded.
import { browserRequest, persistedQueryMissing, type HttpRequestSpec } from './browser-request.js';

export interface Tally {
  /** Milliseconds of every query or mutation answered (any status), until its last byte. */
  times: number[];
  /** Answers with a 5xx status. */
  status5xx: number;
  /** Answers whose errors carry a code not in `expected` (code → count). */
  errors: Map<string, number>;
  /** Requests that got no answer (connection refused or reset, timeout). */
  networkErrors: number;
  /** HTTP requests sent (a persisted query the server did not know takes two). */
  requests: number;
}

export const newTally = (): Tally => ({
  times: [],
  status5xx: 0,
  errors: new Map(),
  networkErrors: 0,
  requests: 0,
});

export interface GraphqlAnswer {
  status: number;
  data: Record<string, unknown> | null;
  /** The extensions.code of every error (the message when there is none). */
  codes: string[];
}

/** No answer at all: the request may or may not have been carried out. */
export class NoAnswer extends Error {}

interface RawError {
  message?: string;
  extensions?: { code?: string };
}

export class ShopClient {
  constructor(
    /** Where the server listens now (a restarted server may listen elsewhere). */
    public url: string,
    readonly tally: Tally,
    /** Error codes that are answers, not failures (e.g. a sold-out sku in a race for it). */
    readonly expected: ReadonlySet<string> = new Set(),
    readonly timeoutMs = 30_000,
  ) {}

  /** A catalogue query: APQ over GET, as the storefront sends it. */
  query(name: string, variables: Record<string, unknown>): Promise<GraphqlAnswer> {
    return this.#send(name, variables);
  }

  /** A mutation or a personal read: POST, as the storefront sends it. */
  post(name: string, variables: Record<string, unknown>): Promise<GraphqlAnswer> {
    return this.#send(name, variables);
  }

  /** The hash, and the text after a miss, are one request to the shopper: timed together. */
  async #send(name: string, variables: Record<string, unknown>): Promise<GraphqlAnswer> {
    const request = browserRequest(name, variables, { origin: this.url });
    const start = performance.now();
    let answer = await this.#request(request.hashed);
    if (answer.missed) answer = await this.#request(request.full);
    this.tally.times.push(performance.now() - start);
    return this.#count(answer);
  }

  #count(answer: GraphqlAnswer): GraphqlAnswer {
    if (answer.status >= 500) this.tally.status5xx++;
    for (const code of answer.codes) {
      if (this.expected.has(code)) continue;
      this.tally.errors.set(code, (this.tally.errors.get(code) ?? 0) + 1);
    }
    return answer;
  }

  /** One HTTP request; its answer's status and error codes. */
  async #request(spec: HttpRequestSpec): Promise<GraphqlAnswer & { missed: boolean }> {
    this.tally.requests++;
    let response: Response;
    let raw: string;
    let body: { data?: Record<string, unknown> | null; errors?: RawError[] } | null;
    try {
      response = await fetch(`${this.url}${spec.path}`, {
        method: spec.method,
        headers: spec.headers,
        ...(spec.body === null ? {} : { body: spec.body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      raw = await response.text();
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        body = null;
      }
    } catch (error) {
      this.tally.networkErrors++;
      throw new NoAnswer(error instanceof Error ? error.message : String(error));
    }
    const codes = (body?.errors ?? []).map(
      (e) => e.extensions?.code ?? e.message ?? 'UNKNOWN_ERROR',
    );
    if (!body && response.status < 500) codes.push(`HTTP_${response.status}`);
    return {
      status: response.status,
      data: body?.data ?? null,
      codes,
      missed: persistedQueryMissing(raw),
    };
  }
}

/** Percentile of unsorted times, rounded to 0.1 ms. */
export function percentileMs(times: readonly number[], p: number): number | null {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}
