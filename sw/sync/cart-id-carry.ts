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

/** A carry kept in memory (the page's replay, for the page's lifetime; tests). */
export function memoryCarry(): CarryStore {
  let value: CarriedCart | null = null;
  return {
    get: () => Promise.resolve(value),
    set: (next) => {
      value = next;
      return Promise.resolve();
    },
  };
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

/** What to send for a queued change, and the cart it goes to (undefined: not a cart change). */
export interface Send {
  request: Request;
  cartId: string | null | undefined;
  /** The body's idempotency key (another than the queued one for a move to a new cart). */
  key: string;
}

function build(body: QueuedBody, variables: Record<string, unknown> | null): Request {
  return new Request(body.url, {
    method: body.method,
    headers: body.headers,
    credentials: body.credentials,
    body: variables ? JSON.stringify({ ...body.json, variables }) : body.text,
  });
}

/**
 * A new request to send for a queued change: a cart change queued with `cartId: null` goes to
 * the carried cart (unless it is the change that created it). Always a fresh request, so the
 * stored one is never consumed.
 */
export async function requestToSend(
  body: QueuedBody,
  operation: QueuedOperation,
  store: CarryStore,
): Promise<Send> {
  const cartId = queuedCartId(body);
  if (operation.kind === 'cart' && cartId === null) {
    const carried = await store.get();
    if (carried && carried.key !== operation.key)
      return {
        request: build(body, { ...body.json.variables, cartId: carried.cartId }),
        cartId: carried.cartId,
        key: operation.key,
      };
  }
  return { request: build(body, null), cartId, key: operation.key };
}

/** Adds, which start a new cart when theirs is gone, online as on replay. */
const ADDS = new Set(['AddToCart', 'AddPackageToCart']);
/** The shop's answer when the cart a change was made for is no more (unknown, or ordered). */
export const GONE_CART_CODES = new Set(['CART_NOT_FOUND', 'CART_CLOSED']);

/**
 * An add queued for a cart the shop no longer has (ordered, or cleared away while the device
 * was offline) goes, as it would online, to a new cart: the carried one, or one it creates.
 * It is sent under a key of its own derived from the queued one (`<key>.n`), so its replays
 * match the shop's record of it; null when the change is not such an add.
 */
export async function requestToNewCart(
  body: QueuedBody,
  operation: QueuedOperation,
  refused: SyncResult,
  store: CarryStore,
): Promise<Send | null> {
  if (refused.status !== 'refused' || !GONE_CART_CODES.has(refused.code)) return null;
  if (!ADDS.has(operation.operationName) || typeof queuedCartId(body) !== 'string') return null;
  const key = `${operation.key}.n`;
  const carried = await store.get();
  const cartId = carried && carried.key !== key ? carried.cartId : null;
  return {
    request: build(body, { ...body.json.variables, cartId, idempotencyKey: key }),
    cartId,
    key,
  };
}

/** Remembers the cart a replayed change sent with `cartId: null` created (the first one only). */
export async function rememberCreatedCart(
  sent: Send,
  operation: QueuedOperation,
  result: SyncResult,
  store: CarryStore,
): Promise<void> {
  if (operation.kind !== 'cart' || result.status !== 'applied' || !result.cartId) return;
  if (sent.cartId === null && !(await store.get()))
    await store.set({ key: sent.key, cartId: result.cartId });
}
