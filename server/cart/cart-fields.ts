import type {
  CartItemPackageResolvers,
  CartItemResolvers,
  CartResolvers,
  DiscountCampaign,
} from '../generated/resolvers.js';
import type { Context } from '../graphql/context.js';
import type { CartItemModel } from './model.js';
import type { ProductModel } from '../catalogue/models.js';
import type { LanguageId } from '../i18n/language.js';
import { priceFromOre } from '../catalogue/pricing-rules.js';
import { stockOf } from '../catalogue/stock-rules.js';
import { cardModel } from '../catalogue/card-model.js';
import { lowestPriceBeforeDiscount } from '../catalogue/price-history-resolvers.js';
import { campaignOf, cartCurrency, giftCardOf, promoOf, summaryOf } from './cart-shapes.js';
import { BASE_CURRENCY } from '../../shared/money/format.js';
import { BASE_PRICING } from '../site/market-rules.js';

const STATUS = { open: 'OPEN', payment_pending: 'PAYMENT_PENDING', ordered: 'ORDERED' } as const;

/**
 * A cart line's product as a card (name, link, images) through the app's shared card cache: a
 * cart answer after every click names the same few products again, mostly ones the shopper saw
 * in a list, and on PGlite each read queues behind every shopper's writes.
 */
async function productModel(
  ctx: Context,
  id: number,
  languageId: LanguageId,
): Promise<ProductModel> {
  const card = await ctx.loaders(languageId).card.load(id);
  if (!card) throw new Error(`Cart product ${id} is not in the catalogue`);
  return cardModel(card.row, languageId, { images: card.images, campaigns: null });
}

export const Cart: CartResolvers = {
  status: (cart) => STATUS[cart.status],
  promo: (cart) => promoOf(cart),
  appliedCampaigns: (cart) => {
    const byId = new Map<number, DiscountCampaign>();
    for (const line of cart.lines)
      for (const c of line.campaigns)
        byId.set(c.id, campaignOf(c, line.packageId ?? line.productId));
    return [...byId.values()];
  },
  items: (cart) =>
    cart.lines.map((line) => ({
      ...line,
      languageId: cart.languageId,
      currencyCode: cartCurrency(cart),
      market: cart.market ?? BASE_PRICING,
    })),
  currencyCode: (cart) => cartCurrency(cart),
  giftCard: (cart) => giftCardOf(cart),
  summary: (cart) => summaryOf(cart),
  badgeQuantity: (cart) =>
    cart.lines.reduce((sum, l) => sum + (l.groupKey ? 0 : l.quantity), 0) +
    new Set(cart.lines.flatMap((l) => (l.groupKey ? [l.groupKey] : []))).size,
};

/** priceFromOre's currency: none for the base one (its texts come from the memo). */
const currencyOf = (item: CartItemModel): string | undefined =>
  item.currencyCode === BASE_CURRENCY ? undefined : item.currencyCode;

const itemId = (item: CartItemModel): string =>
  item.groupKey ? `${item.skuId}@${item.groupKey}` : String(item.skuId);

export const CartItem: CartItemResolvers = {
  id: itemId,
  groupKey: (item) => item.groupKey || null,
  sku: async (item, _, ctx) => {
    // Read with the cart's lines; only answers stored before migration 0008 lack it.
    const sku =
      item.sku ??
      (await ctx.loaders(item.languageId).skus.load(item.productId)).find(
        (s) => s.id === item.skuId,
      );
    if (!sku) throw new Error(`Sku ${item.skuId} is not in the catalogue`);
    return { skuId: sku.id, name: sku.name, stock: stockOf([sku]) };
  },
  product: (item, _, ctx) => productModel(ctx, item.productId, item.languageId),
  unitPrice: (item) =>
    priceFromOre(item.regularUnitOre, item.sellingUnitOre, item.vatRate, currencyOf(item)),
  totalPrice: (item) =>
    priceFromOre(item.regularTotalOre, item.sellingTotalOre, item.vatRate, currencyOf(item)),
  campaign: (item) =>
    item.campaigns.length === 0
      ? null
      : {
          appliedCampaigns: item.campaigns.map((c) =>
            campaignOf(c, item.packageId ?? item.productId),
          ),
          prices: item.breakdown.map((b) => ({
            price: priceFromOre(item.regularUnitOre, b.unitOre, item.vatRate, currencyOf(item)),
            quantity: b.quantity,
          })),
        },
  // Omnibus: the product's figure, only beside a line that is discounted (a plain line; a
  // package's figure is its own, below).
  lowestPriceBeforeDiscount: async (item, _, ctx) =>
    item.packageId !== null || item.sellingUnitOre >= item.regularUnitOre
      ? null
      : lowestPriceBeforeDiscount(
          await productModel(ctx, item.productId, item.languageId),
          ctx,
          item.market,
        ),
  productPackage: (item) =>
    item.packageId === null
      ? null
      : {
          packageId: item.packageId,
          quantity: item.packageCount ?? 1,
          partQuantity: item.partQuantity ?? 1,
          languageId: item.languageId,
          market: item.market,
        },
};

// The package is read only by the fields that ask for it (the request's loaders read it once for
// all its parts' lines).
export const CartItemPackage: CartItemPackageResolvers = {
  package: (pkg, _, ctx) => productModel(ctx, pkg.packageId, pkg.languageId),
  lowestPriceBeforeDiscount: async (pkg, _, ctx) =>
    lowestPriceBeforeDiscount(
      await productModel(ctx, pkg.packageId, pkg.languageId),
      ctx,
      pkg.market,
    ),
};
