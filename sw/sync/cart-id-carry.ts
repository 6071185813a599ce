import type { SyncResult } from '../../src/config/offline-sync';
import type { QueuedOperation } from './queued-operation';

/**
 * Offline, a shopper without a cart may add several things: each add leaves with `cartId: null`
 * ("create a cart"). On replay the first one creates the cart; the later ones must go to that
 * cart, not create one each. The created id is carried (and kept across worker restarts by the
 * store) while the queue drains. The add that created it keeps its own body, so a replay of its
 * key still matches the server's record of it.
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

interface Body {
  variables?: Record<string, unknown>;
}

async function bodyOf(request: Request): Promise<Body> {
  try {
    return (await request.clone().json()) as Body;
  } catch {
    return {};
  }
}

/** The request to send for a queued cart change: a null cartId becomes the carried cart. */
export async function withCarriedCart(
  request: Request,
  operation: QueuedOperation,
  store: CarryStore,
): Promise<Request> {
  if (operation.kind !== 'cart') return request;
  const carried = await store.get();
  if (!carried || carried.key === operation.key) return request;
  const body = await bodyOf(request);
  if (!body.variables || !('cartId' in body.variables) || body.variables['cartId'] !== null)
    return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    credentials: request.credentials,
    body: JSON.stringify({ ...body, variables: { ...body.variables, cartId: carried.cartId } }),
  });
}

/** Remembers the cart a replayed `cartId: null` add created. */
export async function rememberCreatedCart(
  request: Request,
  operation: QueuedOperation,
  result: SyncResult,
  store: CarryStore,
): Promise<void> {
  if (operation.kind !== 'cart' || result.status !== 'applied' || !result.cartId) return;
  const body = await bodyOf(request);
  if (body.variables?.['cartId'] === null && !(await store.get()))
    await store.set({ key: operation.key, cartId: result.cartId });
}
