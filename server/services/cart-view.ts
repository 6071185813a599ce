// Reads a cart with everything its prices depend on and prices it (cart/price-cart.ts).
import type { Queryable } from '../db/types.js';
import type { LanguageId } from '../i18n/language.js';
import type { CampaignInfo, CartModel } from '../cart/model.js';
import { priceCart, type LineFacts } from '../cart/price-cart.js';
import type { CartRow } from './cart-store.js';
import { findGiftCard } from './gift-cards.js';
import { findPromo } from './promo-codes.js';

type LineRow = Omit<LineFacts, 'supply' | 'productId' | 'priceOre'> & {
  productId: number | null;
  priceOre: number | null;
  stock: number;
  supplierStock: number;
  oversellable: boolean;
  isStatic: boolean;
  /** Active campaigns of the product (of the package for package parts). */
  campaigns: CampaignInfo[];
};

// One statement for the lines, their skus, prices and campaigns: on PGlite every round trip
// counts, and a cart is read after every change.
const CAMPAIGNS = `(
  SELECT COALESCE(json_agg(json_build_object('id', dc.id, 'kind', dc.kind,
           'percentage', dc.percentage::float8, 'amountOre', dc.amount_ore,
           'buyQuantity', dc.buy_quantity, 'payQuantity', dc.pay_quantity,
           'hideTitle', dc.hide_title, 'name', COALESCE(t.name, nb.name, ''),
           'alias', COALESCE(t.alias, nb.alias, '')) ORDER BY dc.id), '[]')
    FROM discount_campaign_products dcp
    JOIN discount_campaigns dc ON dc.id = dcp.campaign_id
    LEFT JOIN discount_campaign_translations t ON t.campaign_id = dc.id AND t.language_id = $2
    LEFT JOIN discount_campaign_translations nb ON nb.campaign_id = dc.id AND nb.language_id = 1
   WHERE dcp.product_id = COALESCE(ci.package_id, p.id)
     AND dc.starts_at <= now() AND dc.ends_at > now())`;

function lineRows(db: Queryable, cartId: string, languageId: LanguageId): Promise<LineRow[]> {
  return db.query<LineRow>(
    `SELECT ci.sku_id AS "skuId", ci.group_key AS "groupKey", ci.quantity,
            ci.package_id AS "packageId", ci.package_count AS "packageCount",
            ci.part_quantity AS "partQuantity", p.id AS "productId",
            p.price_inc_vat_ore AS "priceOre", COALESCE(p.vat_rate, 25)::float8 AS "vatRate",
            COALESCE(p.is_heavy, false) AS "isHeavy", COALESCE(s.stock, 0) AS stock,
            COALESCE(s.supplier_stock, 0) AS "supplierStock",
            COALESCE(s.oversellable, false) AS oversellable,
            COALESCE(s.is_static, false) AS "isStatic", pk.price_inc_vat_ore AS "packagePriceOre",
            ${CAMPAIGNS} AS campaigns
       FROM cart_items ci
       LEFT JOIN skus s ON s.id = ci.sku_id
       LEFT JOIN products p ON p.id = s.product_id AND p.published
       LEFT JOIN products pk ON pk.id = ci.package_id AND pk.published
      WHERE ci.cart_id = $1
      ORDER BY ci.position, ci.sku_id`,
    [cartId, languageId],
  );
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
    const { stock, supplierStock, oversellable, isStatic, campaigns: _, ...line } = r;
    return [
      {
        ...line,
        productId: r.productId,
        priceOre: r.priceOre,
        supply: { stock, supplierStock, oversellable, isStatic },
      },
    ];
  });
}

export async function loadCartModel(
  db: Queryable,
  cart: CartRow,
  languageId: LanguageId,
): Promise<CartModel> {
  const rows = await lineRows(db, cart.id, languageId);
  const lines = usableLines(rows);
  const campaigns = new Map<number, CampaignInfo[]>();
  for (const row of rows)
    if (row.productId !== null) campaigns.set(row.packageId ?? row.productId, row.campaigns);
  const promo = cart.promoCode ? await findPromo(db, cart.promoCode) : null;
  const giftCard = cart.giftCardCode ? await findGiftCard(db, cart.giftCardCode) : null;
  const giftCardBalanceOre = giftCard?.isActive ? giftCard.balanceOre : null;
  const priced = priceCart({
    lines,
    campaigns,
    promo,
    giftCardBalanceOre,
    shippingOptionId: cart.shippingOptionId,
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
          }
        : null,
    shippingOptionId: cart.shippingOptionId,
    pickupPointId: cart.pickupPointId,
    paymentOptionId: cart.paymentOptionId,
    lines: priced.lines,
    summary: priced.summary,
    updatedAt: cart.updatedAt,
  };
}
