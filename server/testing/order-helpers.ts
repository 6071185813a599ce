// placeOrder over HTTP for the checkout and payment tests.
import { key } from './cart-helpers.js';
import type { GraphqlResponse, TestApp } from './test-app.js';

export const ADDRESS = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  addressLine1: 'Storgata 1',
  zip: '0155',
  city: 'Oslo',
  mobile: '912 34 567',
};

export function orderInput(
  cartId: string,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    cartId,
    idempotencyKey: key(),
    email: 'kari@example.no',
    customerType: 'PERSON',
    billingAddress: ADDRESS,
    shippingOptionId: 'bring-home',
    paymentOptionId: 'card',
    consents: [{ type: 'NEWSLETTER', checked: true }],
    acceptTerms: true,
    ...over,
  };
}

export interface PlacedOrder {
  order: {
    id: string;
    orderNumber: string;
    status: string;
    payment: { status: string; paymentType: string };
    totals: { total: { incVat: number }; toPay: number; giftCard: number };
    lines: { skuId: number; quantity: number }[];
  };
  token: string;
  redirectUrl: string;
}

export const PLACE_ORDER = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    token redirectUrl
    order { id orderNumber status payment { status paymentType } totals { total { incVat } toPay giftCard }
            lines { skuId quantity } }
  }
}`;

export async function placeOrder(
  app: TestApp,
  input: Record<string, unknown>,
): Promise<GraphqlResponse<{ placeOrder: PlacedOrder | null }>> {
  return app.gql<{ placeOrder: PlacedOrder | null }>(PLACE_ORDER, { input });
}
