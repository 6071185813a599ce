// The priced cart as the services hand it to the resolvers (codegen mapper of Cart). Plain data
// (numbers in øre, strings) so an idempotent replay can store it as JSON and answer it again.
import type { LanguageId } from '../i18n/language.js';
import type { CampaignKind } from '../catalogue/pricing-rules.js';
import type { SkuRow } from '../catalogue/stock-rules.js';
import type { MarketPricing } from '../site/market-rules.js';

export type CartStatusValue = 'open' | 'payment_pending' | 'ordered';

export interface CampaignInfo {
  id: number;
  kind: CampaignKind;
  percentage: number | null;
  amountOre: number | null;
  buyQuantity: number | null;
  payQuantity: number | null;
  hideTitle: boolean;
  name: string;
  alias: string;
}

/** Units of a line sold at one unit price (buy-4-pay-3: some at the regular price, some at 0). */
export interface PriceBreak {
  unitOre: number;
  quantity: number;
}

export interface CartLine {
  skuId: number;
  productId: number;
  quantity: number;
  /** '' for plain items. */
  groupKey: string;
  packageId: number | null;
  packageCount: number | null;
  partQuantity: number | null;
  vatRate: number;
  isHeavy: boolean;
  regularUnitOre: number;
  /** Price per unit paid on this line (before a promo code). */
  sellingUnitOre: number;
  regularTotalOre: number;
  sellingTotalOre: number;
  campaigns: CampaignInfo[];
  breakdown: PriceBreak[];
  maxQuantity: number;
  /** The size with its stock, read with the cart (answers stored before it lack it). */
  sku?: SkuRow;
}

export interface MoneyOre {
  inc: number;
  ex: number;
}

export interface PromoState {
  code: string;
  kind: 'percentage' | 'fixed' | 'free_shipping';
  isApplied: boolean;
  minimumOre: number;
  amountLeftOre: number;
  discountOre: number;
}

export interface GiftCardState {
  code: string;
  /** In the cart's currency (the card's own, NOK, converted and rounded down). */
  balanceOre: number;
  appliedOre: number;
  /** What paying appliedOre takes from the card, in its own currency (NOK). */
  appliedBaseOre?: number;
}

export interface ShippingState {
  optionId: string;
  isDefault: boolean;
  /** The option's own fee. */
  baseFeeOre: number;
  fee: MoneyOre;
  isFree: boolean;
  qualifies: boolean;
  thresholdOre: number;
  amountLeftOre: number;
}

export interface SummaryModel {
  subRegular: MoneyOre;
  subSelling: MoneyOre;
  promoDiscount: MoneyOre;
  shipping: ShippingState;
  total: MoneyOre;
  /** Campaign savings plus promo discount. */
  discount: MoneyOre;
  giftCardOre: number;
  toPayOre: number;
}

export interface CartModel {
  id: string;
  status: CartStatusValue;
  languageId: LanguageId;
  version: number;
  promoCode: string | null;
  promo: PromoState | null;
  giftCard: GiftCardState | null;
  shippingOptionId: string | null;
  pickupPointId: string | null;
  paymentOptionId: string | null;
  lines: CartLine[];
  summary: SummaryModel;
  updatedAt: string;
  /**
   * The market the cart is priced in: every amount above is in its currency. Absent in answers
   * stored before markets (the base market).
   */
  market?: MarketPricing;
}

/** Parent of the GraphQL CartItem: a line and the language its product is named in. */
export interface CartItemModel extends CartLine {
  languageId: LanguageId;
  currencyCode: string;
  /** The cart's market: a line's figures beside its prices (the Omnibus one) are in it too. */
  market: MarketPricing;
}

/** Parent of the GraphQL CartItemPackage: a package part line's group (its product is read lazily). */
export interface CartItemPackageModel {
  packageId: number;
  /** Number of packages in the group. */
  quantity: number;
  /** Units of this part in one package. */
  partQuantity: number;
  languageId: LanguageId;
  market: MarketPricing;
}
