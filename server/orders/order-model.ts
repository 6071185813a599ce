// An order as stored (codegen mapper of Order): amounts in øre, a snapshot of the sold lines.
import type { LanguageId } from '../i18n/language.js';
import type { MoneyOre } from '../cart/model.js';
import type { PickupPointValue } from '../shipping/pickup-points.js';

export type OrderStatusValue = 'received' | 'processing' | 'completed' | 'cancelled';
export type PaymentStatusValue =
  | 'pending'
  | 'approved'
  | 'declined'
  | 'sold_out'
  | 'insufficient_balance'
  | 'blocked'
  | 'not_required'
  | 'superseded'
  | 'expired';
export type PaymentTypeValue =
  'card' | 'invoice' | 'instalments' | 'paylater' | 'vipps' | 'giftcard';
export type CustomerTypeValue = 'PERSON' | 'COMPANY';

export interface AddressValue {
  firstName: string;
  lastName: string;
  careOf: string | null;
  addressLine1: string;
  addressLine2: string | null;
  zip: string;
  city: string;
  country: string;
  entryCode: string | null;
  mobile: string;
  company: string | null;
}

export interface OrderLineModel {
  skuId: number;
  productId: number;
  packageId: number | null;
  groupKey: string | null;
  articleNumber: string;
  name: string;
  skuName: string;
  /** The package's name as ordered, on its parts' lines (null: not in a package). */
  packageName: string | null;
  quantity: number;
  vatRate: number;
  unitSellingOre: number;
  total: MoneyOre;
  languageId: LanguageId;
  /** The order's currency (set when its lines are answered; absent in stored rows: NOK). */
  currencyCode?: string;
}

export interface RefundValue {
  id: string;
  amountOre: number;
  reason: string;
  createdAt: string;
}

export interface OrderModel {
  id: string;
  orderNumber: string;
  cartId: string;
  status: OrderStatusValue;
  languageId: LanguageId;
  createdAt: string;
  /** The market's currency the order was priced in: every amount below is in it. */
  currencyCode: string;
  email: string;
  customerType: CustomerTypeValue;
  companyName: string | null;
  organizationId: string | null;
  billingAddress: AddressValue;
  shippingAddress: AddressValue | null;
  pickupPoint: PickupPointValue | null;
  message: string | null;
  promoCode: string | null;
  shipping: { optionId: string; name: string; fee: MoneyOre };
  payment: {
    optionId: string;
    name: string;
    type: PaymentTypeValue;
    status: PaymentStatusValue;
    sessionId: string | null;
    redirectUrl: string | null;
  };
  totals: {
    subTotal: MoneyOre;
    discount: MoneyOre;
    total: MoneyOre;
    giftCardOre: number;
    toPayOre: number;
  };
  lines: OrderLineModel[];
  refunds: RefundValue[];
}
