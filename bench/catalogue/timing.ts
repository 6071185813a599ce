import { Agent, request as httpRequest } from 'node:http';
import { DEFAULT_API_KEY } from '../../server/app.js';

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** POST /graphql; `compressed: false` asks for an uncompressed answer (no br/gzip work). */
export async function post(
  url: string,
  request: GraphqlRequest,
  { compressed = true } = {},
): Promise<unknown> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': DEFAULT_API_KEY,
      ...(compressed ? {} : { 'accept-encoding': 'identity' }),
    },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!response.ok || body.errors) {
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/** Milliseconds of each request, sent one at a time. */
export async function timeEach(
  url: string,
  requests: readonly GraphqlRequest[],
): Promise<number[]> {
  const times: number[] = [];
  for (const request of requests) {
    const started = performance.now();
    await post(url, request);
    times.push(performance.now() - started);
  }
  return times;
}

/** A deterministic shuffle (fixed-seed LCG), so every run sends the same sequence. */
export function shuffled<T>(items: readonly T[], seed = 42): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * POST /graphql over plain node:http, uncompressed: the lightest client, for measuring what the
 * server adds rather than what fetch and decompression cost.
 */
export function postLean(url: string, request: GraphqlRequest): Promise<void> {
  const body = JSON.stringify(request);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-api-key': DEFAULT_API_KEY,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode === 200 && !text.includes('"errors"')) resolve();
          else reject(new Error(`GraphQL ${String(res.statusCode)}: ${text.slice(0, 300)}`));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
