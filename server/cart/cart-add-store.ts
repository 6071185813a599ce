// addToCart's SQL, the hottest cart mutation in two calls inside the idempotent transaction:
// claim and read (cart_add_claim: the idempotency key, then cart_add_read: lock the cart, its
// lines, the sku's facts, the campaign token) and write (cart_add_write: the line, the cart's
// version and the idempotency answer together), all PL/pgSQL with cached plans
// (server/db/functions/).
import type { Queryable } from '../db/types.js';
import type { KeyClaim } from '../idempotency/idempotency.js';
import type { LoadedCard } from '../catalogue/product-card-cache.js';
import type { CartCall } from './cart-change.js';
import type { SkuFacts } from './cart-catalogue-store.js';
import type { CartRow } from './cart-store.js';
import type { LineRow } from './cart-view.js';

export interface AddSnapshot {
  /** null for a new cart. */
  cart: Omit<CartRow, 'updatedAt'> | null;
  /** The transaction's start, as updated_at stores it. */
  now: string;
  sku: SkuFacts | null;
  campaignToken: string;
  lines: LineRow[];
}

export interface AddClaim {
  claimed: boolean;
  snapshot?: AddSnapshot | null;
  /** The added sku's product as a card in the call's language (null: no such product). */
  card?: LoadedCard | null;
}

/**
 * Claims the idempotency key and, when it was free, reads as `readForAdd` does (null: no cart)
 * and the added product's card, which the answer names.
 */
export async function claimAndRead(
  tx: Queryable,
  key: KeyClaim,
  call: CartCall,
  cartId: string | null,
  skuId: number,
): Promise<AddClaim> {
  const [row] = await tx.query<{ claim: AddClaim }>(
    'SELECT cart_add_claim($1, $2, $3, $4, $5, $6) AS claim',
    [key.key, key.operation, key.requestHash, cartId, skuId, call.languageId],
  );
  if (!row) throw new Error('cart_add_claim returned no row');
  return row.claim;
}

/** null: no cart with this id. */
export async function readForAdd(
  tx: Queryable,
  cartId: string | null,
  skuId: number,
): Promise<AddSnapshot | null> {
  const [row] = await tx.query<{ snapshot: AddSnapshot | null }>(
    'SELECT cart_add_read($1, $2) AS snapshot',
    [cartId, skuId],
  );
  return row?.snapshot ?? null;
}

export async function writeAdd(
  tx: Queryable,
  cart: CartRow,
  isNew: boolean,
  call: CartCall,
  line: { skuId: number; quantity: number },
  answer: { key: string; json: string },
): Promise<void> {
  await tx.query('SELECT cart_add_write($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)', [
    cart.id,
    isNew,
    call.channelId,
    call.marketId,
    line.skuId,
    line.quantity,
    cart.version,
    answer.key,
    answer.json,
  ]);
}
