// Reads a cart with everything its prices depend on and prices it (cart/price-cart.ts).
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { CampaignInfo, CartModel } from './model.js';
import { priceCart, type LineFacts } from './price-cart.js';
import { readCart, type CartRow } from './cart-store.js';
import { isSecretId } from '../idempotency/secret-id.js';
import { ShopError } from '../errors/shop-error.js';
import { CAMPAIGN_VERSION_SQL, CartCampaigns } from './cart-campaigns.js';
import { findGiftCard, findPromo, type GiftCardRow, type StoredPromo } from './code-store.js';
import type { SkuRow } from '../catalogue/stock-rules.js';
import {
  BASE_PRICING,
  baseOreOf,
  marketBalanceOre,
  type MarketPricing,
} from '../site/market-rules.js';

export type LineRow = Omit<LineFacts, 'supply' | 'productId' | 'priceOre'> & {
  productId: number | null;
  priceOre: number | null;
  stock: number;
  supplierStock: number;
  oversellable: boolean;
  isStatic: boolean;
  skuName: string;
  /** ISO yyyy-mm-dd */
  incomingDate: string | null;
  incomingQuantity: number;
};

/**
 * A cart's lines with their sku, price and package price (cart_lines_json, server/db/functions/:
 * one PL/pgSQL call with a cached plan); campaigns come from memory (cart-campaigns.ts).
 */
async function lineRows(
  db: Queryable,
  cartId: string,
): Promise<{ lines: LineRow[]; campaignToken: string }> {
  const [row] = await db.query<{ lines: LineRow[]; campaignToken: string }>(
    `SELECT cart_lines_json($1) AS lines, ${CAMPAIGN_VERSION_SQL} AS "campaignToken"`,
    [cartId],
  );
  if (!row) throw new Error('The cart lines query returned no row');
  return row;
}

/** Lines whose sku or package left the catalogue drop out (a package group as a whole). */
function usableLines(rows: readonly LineRow[]): LineFacts[] {
  const broken = new Set(
    rows
      .filter((r) => r.productId === null || (r.packageId !== null && r.packagePriceOre === null))
      .map((r) => r.groupKey || `sku:${r.skuId}`),
  );
  return rows.flatMap((r) => {
    if (r.productId === null || r.priceOre === null || broken.has(r.groupKey || `sku:${r.skuId}`))
      return [];
    const { stock, supplierStock, oversellable, isStatic, skuName, incomingDate, ...line } = r;
    const sku: SkuRow = {
      id: r.skuId,
      productId: r.productId,
      name: skuName,
      stock,
      supplierStock,
      oversellable,
      isStatic,
      incomingDate,
      incomingQuantity: r.incomingQuantity,
    };
    return [{ ...line, productId: r.productId, priceOre: r.priceOre, supply: sku, sku }];
  });
}

/** A cart read and priced in the market asked for (the base market when none is named). */
export async function loadCartModel(
  db: Queryable,
  cart: CartRow,
  languageId: LanguageId,
  market: MarketPricing = BASE_PRICING,
): Promise<CartModel> {
  const { lines: rows, campaignToken } = await lineRows(db, cart.id);
  const campaigns = rows.length === 0 ? null : await CartCampaigns.load(db, campaignToken);
  const promo = cart.promoCode ? await findPromo(db, cart.promoCode) : null;
  const giftCard = cart.giftCardCode ? await findGiftCard(db, cart.giftCardCode) : null;
  return cartModelOf({ cart, rows, languageId, campaigns, promo, giftCard, market });
}

/** A cart by its id, priced: what getCart and checkout answer. CART_NOT_FOUND: no such cart. */
export async function getCart(
  db: Queryable,
  cartId: string,
  languageId: LanguageId,
  market: MarketPricing = BASE_PRICING,
): Promise<CartModel> {
  const cart = isSecretId(cartId) ? await readCart(db, cartId) : null;
  if (!cart) throw new ShopError('CART_NOT_FOUND', 'No cart with this id');
  return loadCartModel(db, cart, languageId, market);
}

export interface CartFacts {
  cart: CartRow;
  /** The cart's lines in order, with their catalogue facts. */
  rows: readonly LineRow[];
  languageId: LanguageId;
  /** null only when there are no lines. */
  campaigns: CartCampaigns | null;
  promo: StoredPromo | null;
  giftCard: GiftCardRow | null;
  /**
   * The market the shopper is in: a cart is priced in the market it is shown in (a market change
   * reprices it, as the shop's prices change with it). Default: the base market.
   */
  market?: MarketPricing;
}

/** Prices a cart read with its facts: the one place a CartModel is made. */
export function cartModelOf(facts: CartFacts): CartModel {
  const { cart, rows, languageId, promo, giftCard } = facts;
  const market = facts.market ?? BASE_PRICING;
  const lines = usableLines(rows);
  const campaigns = new Map<number, CampaignInfo[]>();
  const now = Date.now();
  for (const row of rows) {
    if (row.productId === null) continue;
    // A package's campaigns, and its parts' own (a package never costs more than its parts).
    for (const owner of row.packageId === null ? [row.productId] : [row.packageId, row.productId])
      campaigns.set(owner, facts.campaigns?.of(owner, languageId, now) ?? []);
  }
  // A gift card holds NOK: in another market it pays what its balance converts to.
  const giftCardBalanceOre = giftCard?.isActive
    ? marketBalanceOre(giftCard.balanceOre, market)
    : null;
  const priced = priceCart({
    lines,
    campaigns,
    promo,
    giftCardBalanceOre,
    shippingOptionId: cart.shippingOptionId,
    market,
  });
  return {
    id: cart.id,
    status: cart.status,
    languageId,
    version: cart.version,
    promoCode: cart.promoCode,
    promo: priced.promo,
    giftCard:
      giftCard && giftCardBalanceOre !== null
        ? {
            code: giftCard.code,
            balanceOre: giftCardBalanceOre,
            appliedOre: priced.summary.giftCardOre,
            appliedBaseOre: baseOreOf(priced.summary.giftCardOre, giftCard.balanceOre, market),
          }
        : null,
    shippingOptionId: cart.shippingOptionId,
    pickupPointId: cart.pickupPointId,
    paymentOptionId: cart.paymentOptionId,
    lines: priced.lines,
    summary: priced.summary,
    updatedAt: cart.updatedAt,
    market,
  };
}
