// A shopper's HTTP client as the storefront's Apollo client makes its requests
// (src/graphql/create-apollo-client.ts and links/): catalogue queries as automatic persisted
// queries over GET (the hash first, the text only when the server does not know it), cart,
// checkout and order reads and every mutation as POST with Origin and a JSON body, the public
// X-Api-Key on all of them. Every request's time, status and GraphQL error codes are recorded.
import { createHash } from 'node:crypto';
import { DEFAULT_API_KEY } from '../server/app.js';
import { clientDocument } from './client-documents.js';

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

const documents = new Map<string, { text: string; hash: string }>();
function documentOf(name: string): { text: string; hash: string } {
  let found = documents.get(name);
  if (!found) {
    const text = clientDocument(name);
    found = { text, hash: createHash('sha256').update(text).digest('hex') };
    documents.set(name, found);
  }
  return found;
}

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
  async query(name: string, variables: object): Promise<GraphqlAnswer> {
    const { text, hash } = documentOf(name);
    const params = (withText: boolean) => {
      const search = new URLSearchParams({
        operationName: name,
        variables: JSON.stringify(variables),
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
      });
      if (withText) search.set('query', text);
      return search;
    };
    const headers = { accept: 'application/json', 'x-api-key': DEFAULT_API_KEY };
    // The hash, and the text after a miss, are one query to the shopper: timed together.
    const start = performance.now();
    let answer = await this.#request(`${this.url}/graphql?${params(false)}`, { headers });
    if (answer.codes.includes('PERSISTED_QUERY_NOT_FOUND'))
      answer = await this.#request(`${this.url}/graphql?${params(true)}`, { headers });
    this.tally.times.push(performance.now() - start);
    return this.#count(answer);
  }

  /** A mutation or a personal read: POST, as the storefront sends it. */
  async post(name: string, variables: object): Promise<GraphqlAnswer> {
    const { text } = documentOf(name);
    const start = performance.now();
    const answer = await this.#request(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        origin: this.url,
        'x-api-key': DEFAULT_API_KEY,
      },
      body: JSON.stringify({ operationName: name, query: text, variables }),
    });
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
  async #request(url: string, init: RequestInit): Promise<GraphqlAnswer> {
    this.tally.requests++;
    let response: Response;
    let body: { data?: Record<string, unknown> | null; errors?: RawError[] } | null;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      const raw = await response.text();
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
    return { status: response.status, data: body?.data ?? null, codes };
  }
}

/** Percentile of unsorted times, rounded to 0.1 ms. */
export function percentileMs(times: readonly number[], p: number): number | null {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}
