// The payment provider seam. The embedded default is the sandbox (sandbox-provider.ts); a real
// provider (Klarna, Vipps, Nets…) implements the same two calls.
import type { PaymentTypeValue } from '../orders/order-model.js';

export type PaymentOutcome =
  'approved' | 'declined' | 'sold_out' | 'insufficient_balance' | 'blocked';

export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = [
  'approved',
  'declined',
  'sold_out',
  'insufficient_balance',
  'blocked',
];

export interface PaymentRequest {
  orderId: string;
  orderNumber: string;
  amountOre: number;
  currency: 'NOK';
  paymentType: PaymentTypeValue;
  email: string;
}

export interface PaymentSession {
  sessionId: string;
  /** Where the shopper goes to pay (absolute, or a path on this server). */
  redirectUrl: string;
}

export interface PaymentProvider {
  readonly id: string;
  createSession(request: PaymentRequest): Promise<PaymentSession>;
  /**
   * The shopper is back at /payments/return/{provider id}?session=…: how did the payment end?
   * A real provider is asked over its API here, never trusted from the URL. null: not finished.
   */
  handleReturn(sessionId: string, params: URLSearchParams): Promise<PaymentOutcome | null>;
}

export function isPaymentOutcome(value: string | null): value is PaymentOutcome {
  return (PAYMENT_OUTCOMES as readonly (string | null)[]).includes(value);
}

/** The return path the provider sends the shopper back to. */
export function returnPath(providerId: string, sessionId: string): string {
  return `/payments/return/${encodeURIComponent(providerId)}?session=${encodeURIComponent(sessionId)}`;
}
