// Shared by the cart, checkout and order tests: operations, and skus in a wanted stock state.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { TestApp } from './test-app.js';

export const key = (): string => randomUUID();

export const CART_FIELDS = `
  id status promoCode badgeQuantity
  promo { code kind isApplied amountLeftToMinimum discountIncVat }
  appliedCampaigns { id kind }
  giftCard { code balance amountApplied remaining }
  items {
    id skuId quantity groupKey maxQuantity
    product { productId name }
    productPackage { packageId quantity partQuantity package { productId } }
    unitPrice { regularPriceIncVat sellingPriceIncVat sellingPriceIncVatFormatted }
    totalPrice { regularPriceIncVat sellingPriceIncVat sellingPriceExVat isDiscounted }
    campaign { appliedCampaigns { id kind } prices { quantity price { sellingPriceIncVat } } }
  }
  summary {
    fixedAmountDiscountIncVat fixedAmountDiscountExVat
    subTotal { regularPriceIncVat sellingPriceIncVat sellingPriceExVat vat sellingPriceIncVatFormatted }
    shipping { optionId isDefault feeIncVat feeExVat isFree qualifiesForFreeShipping amountLeftToFreeShipping shippingFeeIncVat }
    total { isDiscounted sellingPriceIncVat sellingPriceExVat vat discountIncVat giftCardAmount toPayIncVat }
  }`;

export interface CartData {
  id: string;
  status: string;
  promoCode: string | null;
  badgeQuantity: number;
  promo: {
    code: string;
    kind: string;
    isApplied: boolean;
    amountLeftToMinimum: number;
    discountIncVat: number;
  } | null;
  appliedCampaigns: { id: number; kind: string }[];
  giftCard: { code: string; balance: number; amountApplied: number; remaining: number } | null;
  items: {
    id: string;
    skuId: number;
    quantity: number;
    groupKey: string | null;
    maxQuantity: number;
    product: { productId: number; name: string };
    productPackage: {
      packageId: number;
      quantity: number;
      partQuantity: number;
      package: { productId: number };
    } | null;
    unitPrice: {
      regularPriceIncVat: number;
      sellingPriceIncVat: number;
      sellingPriceIncVatFormatted: string;
    };
    totalPrice: {
      regularPriceIncVat: number;
      sellingPriceIncVat: number;
      sellingPriceExVat: number;
      isDiscounted: boolean;
    };
    campaign: {
      appliedCampaigns: { id: number; kind: string }[];
      prices: { quantity: number; price: { sellingPriceIncVat: number } }[];
    } | null;
  }[];
  summary: {
    fixedAmountDiscountIncVat: number;
    fixedAmountDiscountExVat: number;
    subTotal: {
      regularPriceIncVat: number;
      sellingPriceIncVat: number;
      sellingPriceExVat: number;
      vat: number;
      sellingPriceIncVatFormatted: string;
    };
    shipping: {
      optionId: string;
      isDefault: boolean;
      feeIncVat: number;
      feeExVat: number;
      isFree: boolean;
      qualifiesForFreeShipping: boolean;
      amountLeftToFreeShipping: number;
      shippingFeeIncVat: number;
    };
    total: {
      isDiscounted: boolean;
      sellingPriceIncVat: number;
      sellingPriceExVat: number;
      vat: number;
      discountIncVat: number;
      giftCardAmount: number;
      toPayIncVat: number;
    };
  };
}

export interface ErrorBody {
  message: string;
  extensions?: Record<string, unknown>;
}

const ADD = `mutation Add($cartId: ID, $skuId: Int!, $quantity: Int!, $key: String!) {
  addToCart(cartId: $cartId, skuId: $skuId, quantity: $quantity, idempotencyKey: $key) { ${CART_FIELDS} }
}`;

/** addToCart over HTTP; answers the cart or the first error. */
export async function addToCart(
  app: TestApp,
  vars: { cartId?: string | null; skuId: number; quantity: number; key?: string },
): Promise<{ cart: CartData | null; error: ErrorBody | null }> {
  const res = await app.gql<{ addToCart: CartData | null }>(ADD, { key: key(), ...vars });
  return { cart: res.data?.addToCart ?? null, error: res.errors?.[0] ?? null };
}

export async function cartMutation(
  app: TestApp,
  field: string,
  args: string,
  vars: Record<string, unknown>,
): Promise<{ cart: CartData | null; error: ErrorBody | null }> {
  const declared = Object.keys(vars)
    .map((name) => `$${name}: ${VAR_TYPES[name] ?? 'String'}`)
    .join(', ');
  const res = await app.gql<Record<string, CartData | null>>(
    `mutation M(${declared}) { ${field}(${args}) { ${CART_FIELDS} } }`,
    vars,
  );
  return { cart: res.data?.[field] ?? null, error: res.errors?.[0] ?? null };
}

const VAR_TYPES: Record<string, string> = {
  cartId: 'ID!',
  key: 'String!',
  code: 'String!',
  quantity: 'Int!',
  expected: 'Int',
  skuId: 'Int',
  groupKey: 'String',
  packageId: 'Int!',
  parts: '[PackagePartInput!]!',
};

export interface SkuPick {
  skuId: number;
  productId: number;
  priceOre: number;
  stock: number;
  supplierStock: number;
}

/** A published, non-heavy, plain product's sku matching a SQL condition on s (skus) and p. */
export async function pickSku(db: Queryable, where: string, offset = 0): Promise<SkuPick> {
  const rows = await db.query<SkuPick>(
    `SELECT s.id AS "skuId", p.id AS "productId", p.price_inc_vat_ore AS "priceOre", s.stock,
            s.supplier_stock AS "supplierStock"
       FROM skus s JOIN products p ON p.id = s.product_id
      WHERE p.published AND NOT p.is_package AND ${where}
        AND NOT EXISTS (SELECT 1 FROM discount_campaign_products d WHERE d.product_id = p.id)
      ORDER BY s.id LIMIT 1 OFFSET ${offset}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`No sku where ${where}`);
  return row;
}
