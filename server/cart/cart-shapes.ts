// Cart money (øre) to the GraphQL shapes: raw kroner and shop-formatted strings.
import type {
  Amount,
  CartGiftCard,
  CartPromo,
  CartSummary,
  DiscountCampaign,
} from '../generated/resolvers.js';
import type { CampaignInfo, CartModel, MoneyOre } from './model.js';
import { maskCode } from './code-rules.js';
import { formatIn, kroner } from '../catalogue/money-rules.js';
import { BASE_CURRENCY } from '../../shared/money/format.js';
import { campaignShape } from '../catalogue/shapes.js';

const PROMO_KIND = {
  percentage: 'PERCENTAGE',
  fixed: 'FIXED',
  free_shipping: 'FREE_SHIPPING',
} as const;

/** The currency a cart is priced in (answers stored before markets had none: the base one). */
export const cartCurrency = (cart: CartModel): string => cart.market?.currencyCode ?? BASE_CURRENCY;

export function amountOf(money: MoneyOre, currencyCode?: string): Amount {
  return {
    incVat: kroner(money.inc),
    exVat: kroner(money.ex),
    vat: kroner(money.inc - money.ex),
    incVatFormatted: formatIn(money.inc, currencyCode),
    exVatFormatted: formatIn(money.ex, currencyCode),
  };
}

export function campaignOf(campaign: CampaignInfo, productId: number): DiscountCampaign {
  return campaignShape({ ...campaign, productId });
}

export function promoOf(cart: CartModel): CartPromo | null {
  const promo = cart.promo;
  if (!promo) return null;
  const formatOre = (ore: number) => formatIn(ore, cartCurrency(cart));
  return {
    code: promo.code,
    kind: PROMO_KIND[promo.kind],
    isApplied: promo.isApplied,
    minimumOrder: kroner(promo.minimumOre),
    minimumOrderFormatted: formatOre(promo.minimumOre),
    amountLeftToMinimum: kroner(promo.amountLeftOre),
    amountLeftToMinimumFormatted: formatOre(promo.amountLeftOre),
    discountIncVat: kroner(promo.discountOre),
    discountIncVatFormatted: formatOre(promo.discountOre),
  };
}

export function giftCardOf(cart: CartModel): CartGiftCard | null {
  const card = cart.giftCard;
  if (!card) return null;
  const formatOre = (ore: number) => formatIn(ore, cartCurrency(cart));
  const remaining = card.balanceOre - card.appliedOre;
  return {
    code: maskCode(card.code),
    balance: kroner(card.balanceOre),
    balanceFormatted: formatOre(card.balanceOre),
    amountApplied: kroner(card.appliedOre),
    amountAppliedFormatted: formatOre(card.appliedOre),
    remaining: kroner(remaining),
    remainingFormatted: formatOre(remaining),
  };
}

export function summaryOf(cart: CartModel): CartSummary {
  const s = cart.summary;
  const formatOre = (ore: number) => formatIn(ore, cartCurrency(cart));
  const money = (ore: number) => [kroner(ore), formatOre(ore)] as const;
  const [subRegInc, subRegIncF] = money(s.subRegular.inc);
  const [subRegEx, subRegExF] = money(s.subRegular.ex);
  const [subSelInc, subSelIncF] = money(s.subSelling.inc);
  const [subSelEx, subSelExF] = money(s.subSelling.ex);
  const sh = s.shipping;
  return {
    fixedAmountDiscountIncVat: kroner(s.promoDiscount.inc),
    fixedAmountDiscountExVat: kroner(s.promoDiscount.ex),
    fixedAmountDiscountIncVatFormatted: formatOre(s.promoDiscount.inc),
    fixedAmountDiscountExVatFormatted: formatOre(s.promoDiscount.ex),
    subTotal: {
      isDiscounted: s.subSelling.inc < s.subRegular.inc,
      regularPriceIncVat: subRegInc,
      regularPriceExVat: subRegEx,
      sellingPriceIncVat: subSelInc,
      sellingPriceExVat: subSelEx,
      regularPriceIncVatFormatted: subRegIncF,
      regularPriceExVatFormatted: subRegExF,
      sellingPriceIncVatFormatted: subSelIncF,
      sellingPriceExVatFormatted: subSelExF,
      vat: kroner(s.subSelling.inc - s.subSelling.ex),
      vatFormatted: formatOre(s.subSelling.inc - s.subSelling.ex),
    },
    shipping: {
      optionId: sh.optionId,
      isDefault: sh.isDefault,
      feeIncVat: kroner(sh.fee.inc),
      feeExVat: kroner(sh.fee.ex),
      feeIncVatFormatted: formatOre(sh.fee.inc),
      feeExVatFormatted: formatOre(sh.fee.ex),
      shippingFeeIncVat: kroner(sh.baseFeeOre),
      shippingFeeIncVatFormatted: formatOre(sh.baseFeeOre),
      isFree: sh.isFree,
      qualifiesForFreeShipping: sh.qualifies,
      freeShippingThreshold: kroner(sh.thresholdOre),
      freeShippingThresholdFormatted: formatOre(sh.thresholdOre),
      amountLeftToFreeShipping: kroner(sh.amountLeftOre),
      amountLeftToFreeShippingFormatted: formatOre(sh.amountLeftOre),
    },
    total: {
      isDiscounted: s.discount.inc > 0,
      sellingPriceIncVat: kroner(s.total.inc),
      sellingPriceExVat: kroner(s.total.ex),
      sellingPriceIncVatFormatted: formatOre(s.total.inc),
      sellingPriceExVatFormatted: formatOre(s.total.ex),
      discountIncVat: kroner(s.discount.inc),
      discountExVat: kroner(s.discount.ex),
      discountIncVatFormatted: formatOre(s.discount.inc),
      discountExVatFormatted: formatOre(s.discount.ex),
      vat: kroner(s.total.inc - s.total.ex),
      vatFormatted: formatOre(s.total.inc - s.total.ex),
      giftCardAmount: kroner(s.giftCardOre),
      giftCardAmountFormatted: formatOre(s.giftCardOre),
      toPayIncVat: kroner(s.toPayOre),
      toPayIncVatFormatted: formatOre(s.toPayOre),
    },
  };
}
