import type { SyncResult } from '../../src/config/offline-sync';
import type { QueuedOperation } from './queued-operation';

/**
 * Offline, a shopper without a cart may add several things: each add leaves with `cartId: null`
 * ("create a cart"). On replay the first one creates the cart; the later ones must go to that
 * cart, not create one each. The created id is carried (and kept across worker restarts by the
 * store) while the queue drains. The add that created it keeps its own body, so a replay of its
 * key still matches the server's record of it.
 *
 * The body is read once, before the request is sent: `fetch` consumes a request's body, so
 * nothing may read the sent request again afterwards (a clone of a consumed request throws).
 */
export interface CarriedCart {
  /** The key of the change that created the cart. */
  key: string;
  cartId: string;
}

export interface CarryStore {
  get(): Promise<CarriedCart | null>;
  set(value: CarriedCart | null): Promise<void>;
}

/** A queued request's parts, read once from the stored request. */
export interface QueuedBody {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials;
  /** The JSON body as parsed, or null when it is not an object. */
  json: { variables?: Record<string, unknown> } & Record<string, unknown>;
  /** The body exactly as stored. */
  text: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a stored request (a copy: the stored one stays unread). */
export async function readQueuedBody(request: Request): Promise<QueuedBody> {
  const text = await request.clone().text();
  let json: QueuedBody['json'] = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (isRecord(parsed)) json = parsed;
  } catch {
    // Not JSON: sent as it is; the server answers it.
  }
  return {
    url: request.url,
    method: request.method,
    headers: new Headers(request.headers),
    credentials: request.credentials,
    json,
    text,
  };
}

const queuedCartId = (body: QueuedBody): string | null | undefined => {
  const variables = body.json.variables;
  if (!isRecord(variables) || !('cartId' in variables)) return undefined;
  const cartId = variables['cartId'];
  return typeof cartId === 'string' || cartId === null ? cartId : undefined;
};

/**
 * A new request to send for a queued change: a cart change queued with `cartId: null` goes to
 * the carried cart (unless it is the change that created it). Always a fresh request, so the
 * stored one is never consumed.
 */
export async function requestToSend(
  body: QueuedBody,
  operation: QueuedOperation,
  store: CarryStore,
): Promise<Request> {
  let text = body.text;
  if (operation.kind === 'cart' && queuedCartId(body) === null) {
    const carried = await store.get();
    if (carried && carried.key !== operation.key)
      text = JSON.stringify({
        ...body.json,
        variables: { ...body.json.variables, cartId: carried.cartId },
      });
  }
  return new Request(body.url, {
    method: body.method,
    headers: body.headers,
    credentials: body.credentials,
    body: text,
  });
}

/** Remembers the cart a replayed `cartId: null` change created (the first one only). */
export async function rememberCreatedCart(
  body: QueuedBody,
  operation: QueuedOperation,
  result: SyncResult,
  store: CarryStore,
): Promise<void> {
  if (operation.kind !== 'cart' || result.status !== 'applied' || !result.cartId) return;
  if (queuedCartId(body) === null && !(await store.get()))
    await store.set({ key: operation.key, cartId: result.cartId });
}
