import type { SyncResult } from '../../src/config/offline-sync';

/** What to do with a replayed change: settle it (applied or refused) or keep it for later. */
export type ReplayDecision = SyncResult | { status: 'retry' };

interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message?: string; extensions?: Record<string, unknown> }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function valuesOf(extensions: Record<string, unknown>): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(extensions)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/** The id of the cart a cart mutation answered with (addToCart with no cart creates one). */
function cartIdOf(data: Record<string, unknown>): string | null {
  const first = Object.values(data)[0];
  return isRecord(first) && typeof first['id'] === 'string' ? first['id'] : null;
}

/**
 * Reads the server's answer to a replayed mutation. GraphQL refuses with status 200 and
 * `errors`, so the status alone says little:
 * - 5xx, 408, 429 or an unreadable 5xx body: the server could not take it now → retry later;
 * - `errors` with extensions.code (OUT_OF_STOCK, PROMO_EXPIRED, EMAIL_INVALID...): the server's
 *   final word on this key (a replay answers the same) → refused, reported once;
 * - `errors` without a code: a masked server fault (the work was rolled back) → retry, at most
 *   `maxUncoded` times, then refused as UNKNOWN so nothing retries forever;
 * - `data`: applied.
 */
export async function readReplayAnswer(
  response: Response,
  { attempts, maxUncoded }: { attempts: number; maxUncoded: number },
): Promise<ReplayDecision> {
  if (response.status >= 500 || response.status === 408 || response.status === 429)
    return { status: 'retry' };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { status: 'refused', code: 'UNKNOWN', values: { status: response.status } };
  }
  const answer: GraphqlAnswer = isRecord(body) ? body : {};
  const [error] = answer.errors ?? [];
  if (error) {
    const extensions = isRecord(error.extensions) ? error.extensions : {};
    const code = typeof extensions['code'] === 'string' ? extensions['code'] : '';
    if (code) return { status: 'refused', code, values: valuesOf(extensions) };
    if (attempts < maxUncoded) return { status: 'retry' };
    return { status: 'refused', code: 'UNKNOWN', values: {} };
  }
  if (!response.ok || !isRecord(answer.data))
    return { status: 'refused', code: 'UNKNOWN', values: { status: response.status } };
  return { status: 'applied', cartId: cartIdOf(answer.data) };
}
