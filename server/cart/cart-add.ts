// addToCart on its fast path: its SQL in two calls (cart-add-store.ts), the answer priced in JS
// from what was read, not by reading the cart back. The rules are every cart change's
// (cart-rules.ts), and its key is scoped as theirs (cartIdempotency).
import { isSecretId, newSecretId } from '../idempotency/secret-id.js';
import type { CartModel } from './model.js';
import { assertQuantityInput } from './quantity-rules.js';
import type { Queryable } from '../db/types.js';
import { cartIdempotency, type CartCall } from './cart-change.js';
import { CartCampaigns } from './cart-campaigns.js';
import type { SkuFacts } from './cart-catalogue-store.js';
import { claimAndRead, readForAdd, writeAdd, type AddSnapshot } from './cart-add-store.js';
import { assertChangeable, knownSku, plainLineAdd } from './cart-rules.js';
import type { CartRow } from './cart-store.js';
import { cartModelOf, type LineRow } from './cart-view.js';
import { idempotent, type AnswerSlot } from '../idempotency/idempotency.js';
import { cancelOrderOfCart } from '../orders/order-cancel.js';
import { cardOf } from '../catalogue/product-card-cache.js';
import { findGiftCard, findPromo } from './code-store.js';
import { ShopError } from '../errors/shop-error.js';

export interface AddArgs {
  cartId: string | null;
  skuId: number;
  quantity: number;
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

/** The cart's lines after adding, checked by the cart rules. */
function addedLines(lines: readonly LineRow[], sku: SkuFacts, adding: number): LineRow[] {
  const { quantity, isNew } = plainLineAdd(lines, sku, adding);
  if (isNew) return [...lines, lineRowOf(sku, quantity)];
  return lines.map((l) => (l.groupKey === '' && l.skuId === sku.skuId ? { ...l, quantity } : l));
}

const newCart = (now: string): CartRow => ({
  id: newSecretId(),
  status: 'open',
  version: 1,
  promoCode: null,
  giftCardCode: null,
  shippingOptionId: null,
  pickupPointId: null,
  paymentOptionId: null,
  updatedAt: now,
});

/** `first`: what the claim read (before any check: a malformed id finds no cart either). */
async function add(
  tx: Queryable,
  call: CartCall,
  args: AddArgs,
  answer: AnswerSlot<CartModel>,
  first: AddSnapshot | null,
): Promise<CartModel> {
  const { cartId } = args;
  let snap = first;
  if (cartId !== null) {
    const { cancelPendingOrder } = assertChangeable(
      isSecretId(cartId) ? (snap?.cart ?? null) : null,
    );
    if (cancelPendingOrder) {
      // That order's stock is back, so read again. A ShopError after this undoes the cancel.
      await answer.savepoint();
      await cancelOrderOfCart(tx, cartId, 'superseded');
      snap = await readForAdd(tx, cartId, args.skuId);
      if (!snap) throw new Error(`Cart ${cartId} vanished inside its transaction`);
    }
  }
  if (!snap) throw new ShopError('CART_NOT_FOUND', 'No cart with this id');
  assertQuantityInput(args.quantity, { allowZero: false });
  const sku = knownSku(snap.sku, args.skuId);
  const lines = addedLines(snap.lines, sku, args.quantity);
  const quantity = lines.find((l) => l.groupKey === '' && l.skuId === sku.skuId)?.quantity ?? 0;
  const cart: CartRow = snap.cart
    ? { ...snap.cart, status: 'open', version: snap.cart.version + 1, updatedAt: snap.now }
    : newCart(snap.now);
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
    market: call.market,
  });
  await writeAdd(
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
  let first: AddSnapshot | null = null;
  return idempotent(call.db, {
    ...cartIdempotency(call, 'addToCart', cartId, args),
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
