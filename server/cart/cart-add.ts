// addToCart, the hottest cart mutation, in two calls inside the idempotent transaction: claim
// and read (cart_add_claim, migration 0007: the idempotency key, then cart_add_read: lock the
// cart, its lines, the sku's facts, the campaign token) and write (cart_add_write: the line, the
// cart's version and the idempotency answer together), all PL/pgSQL with cached plans
// (migration 0006). The answer is priced in JS from what was read, not by reading the cart back.
// Same rules and errors as the other cart changes.
import { isSecretId, newSecretId } from '../idempotency/secret-id.js';
import type { CartModel } from './model.js';
import {
  assertQuantityInput,
  assertStock,
  assertThreshold,
  MAX_CART_LINES,
} from './quantity-rules.js';
import type { Queryable } from '../db/types.js';
import type { CartCall } from './cart-change.js';
import { CartCampaigns } from './cart-campaigns.js';
import type { SkuFacts } from './cart-catalogue.js';
import type { CartRow } from './cart-store.js';
import { cartModelOf, type LineRow } from './cart-view.js';
import { findGiftCard } from './gift-cards.js';
import { idempotent, type AnswerSlot, type KeyClaim } from '../idempotency/idempotency.js';
import { cancelOrderOfCart } from '../orders/order-cancel.js';
import { cardOf, type LoadedCard } from '../catalogue/product-card-cache.js';
import { findPromo } from './promo-codes.js';
import { ShopError } from '../errors/shop-error.js';

export interface AddArgs {
  cartId: string | null;
  skuId: number;
  quantity: number;
}

interface Snapshot {
  /** null for a new cart. */
  cart: Omit<CartRow, 'updatedAt'> | null;
  /** The transaction's start, as updated_at stores it. */
  now: string;
  sku: SkuFacts | null;
  campaignToken: string;
  lines: LineRow[];
}

interface Claim {
  claimed: boolean;
  snapshot?: Snapshot | null;
  /** The added sku's product as a card in the call's language (null: no such product). */
  card?: LoadedCard | null;
}

/**
 * Claims the idempotency key and, when it was free, reads as `read` does (null: no cart) and
 * the added product's card, which the answer names (migration 0008).
 */
async function claimAndRead(
  tx: Queryable,
  key: KeyClaim,
  call: CartCall,
  cartId: string | null,
  skuId: number,
): Promise<Claim> {
  const [row] = await tx.query<{ claim: Claim }>(
    'SELECT cart_add_claim($1, $2, $3, $4, $5, $6) AS claim',
    [key.key, key.operation, key.requestHash, cartId, skuId, call.languageId],
  );
  if (!row) throw new Error('cart_add_claim returned no row');
  return row.claim;
}

/** null: no cart with this id. */
async function read(tx: Queryable, cartId: string | null, skuId: number) {
  const [row] = await tx.query<{ snapshot: Snapshot | null }>(
    'SELECT cart_add_read($1, $2) AS snapshot',
    [cartId, skuId],
  );
  return row?.snapshot ?? null;
}

async function write(
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

const lineRowOf = (sku: SkuFacts, quantity: number): LineRow => ({
  skuId: sku.skuId,
  skuName: sku.name,
  incomingDate: sku.incomingDate,
  incomingQuantity: sku.incomingQuantity,
  groupKey: '',
  quantity,
  packageId: null,
  packageCount: null,
  partQuantity: null,
  productId: sku.productId,
  priceOre: sku.priceOre,
  vatRate: sku.vatRate,
  isHeavy: sku.isHeavy,
  stock: sku.stock,
  supplierStock: sku.supplierStock,
  oversellable: sku.oversellable,
  isStatic: sku.isStatic,
  packagePriceOre: null,
});

/** The cart's lines after adding: quantity checked against the threshold, stock and cart size. */
function addedLines(lines: readonly LineRow[], sku: SkuFacts, adding: number): LineRow[] {
  const index = lines.findIndex((l) => l.groupKey === '' && l.skuId === sku.skuId);
  const current = lines[index]?.quantity ?? 0;
  const quantity = current + adding;
  assertThreshold(quantity);
  const inCart = lines.filter((l) => l.skuId === sku.skuId).reduce((n, l) => n + l.quantity, 0);
  assertStock(sku, inCart - current + quantity, inCart);
  if (index < 0 && lines.length + 1 > MAX_CART_LINES)
    throw new ShopError('CART_TOO_MANY_ITEMS', `At most ${MAX_CART_LINES} lines in a cart`, {
      max: MAX_CART_LINES,
    });
  if (index < 0) return [...lines, lineRowOf(sku, quantity)];
  return lines.map((l, i) => (i === index ? { ...l, quantity } : l));
}

const knownSku = (sku: SkuFacts | null, skuId: number): SkuFacts => {
  if (!sku) throw new ShopError('UNKNOWN_SKU', `Unknown sku ${skuId}`, { skuId });
  return sku;
};

/** `first`: what the claim read (before any check: a malformed id finds no cart either). */
async function add(
  tx: Queryable,
  call: CartCall,
  args: AddArgs,
  answer: AnswerSlot<CartModel>,
  first: Snapshot | null,
): Promise<CartModel> {
  const { cartId } = args;
  if (cartId !== null && !isSecretId(cartId))
    throw new ShopError('CART_NOT_FOUND', 'No cart with this id');
  let snap = first;
  if (!snap) throw new ShopError('CART_NOT_FOUND', 'No cart with this id');
  if (cartId !== null && snap.cart?.status === 'ordered')
    throw new ShopError('CART_CLOSED', 'This cart has been ordered');
  if (cartId !== null && snap.cart?.status === 'payment_pending') {
    // The shopper came back from the payment page and changes the cart: that order is void,
    // and the stock it held is back, so read again. A ShopError after this undoes the cancel.
    await answer.savepoint();
    await cancelOrderOfCart(tx, cartId, 'superseded');
    snap = await read(tx, cartId, args.skuId);
    if (!snap) throw new Error(`Cart ${cartId} vanished inside its transaction`);
  }
  assertQuantityInput(args.quantity, { allowZero: false });
  const sku = knownSku(snap.sku, args.skuId);
  const lines = addedLines(snap.lines, sku, args.quantity);
  const quantity = lines.find((l) => l.groupKey === '' && l.skuId === sku.skuId)?.quantity ?? 0;
  const cart: CartRow = snap.cart
    ? { ...snap.cart, status: 'open', version: snap.cart.version + 1, updatedAt: snap.now }
    : {
        id: newSecretId(),
        status: 'open',
        version: 1,
        promoCode: null,
        giftCardCode: null,
        shippingOptionId: null,
        pickupPointId: null,
        paymentOptionId: null,
        updatedAt: snap.now,
      };
  const campaigns = await CartCampaigns.load(tx, snap.campaignToken);
  const promo = cart.promoCode ? await findPromo(tx, cart.promoCode) : null;
  const giftCard = cart.giftCardCode ? await findGiftCard(tx, cart.giftCardCode) : null;
  const model = cartModelOf({
    cart,
    rows: lines,
    languageId: call.languageId,
    campaigns,
    promo,
    giftCard,
  });
  await write(
    tx,
    cart,
    snap.cart === null,
    call,
    { skuId: sku.skuId, quantity },
    answer.store(model),
  );
  return model;
}

/** Adds units of a sku to a cart (a new one when cartId is null), exactly once per key. */
export function addItem(call: CartCall, args: AddArgs): Promise<CartModel> {
  const { cartId } = args;
  let first: Snapshot | null = null;
  return idempotent(call.db, {
    key: call.idempotencyKey,
    operation: 'addToCart',
    scope: cartId,
    request: { cartId, args },
    cartIdOf: (model) => model.id,
    // The only write before cart_add_write (the last statement) is the payment_pending cancel,
    // which takes its savepoint first.
    claim: async (tx, key) => {
      const claim = await claimAndRead(tx, key, call, cartId, args.skuId);
      first = claim.snapshot ?? null;
      if (claim.card) call.cards?.prime(call.languageId, cardOf(claim.card));
      return claim.claimed;
    },
    run: (tx, answer) => add(tx, call, args, answer, first),
  });
}
