import { DEFAULT_API_KEY } from '../../server/app.js';

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown>;
}

export { percentile, round } from '../figures.js';

/**
 * POST /graphql for the benches' set-up (reading what to ask for; never timed);
 * `compressed: false` asks for an uncompressed answer.
 */
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
