// The payment provider seam. The embedded default is the sandbox (sandbox-provider.ts); a real
// provider (Klarna, Vipps, Nets…) implements the same calls. The shop settles an order only on a
// callback the provider signed (POST /payments/callback/{provider id}), checked against the order.
import type { IncomingHttpHeaders } from 'node:http';
import type { LanguageId } from '../i18n/language.js';
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
  /** The order's currency (its market's: NOK, SEK). */
  currency: string;
  paymentType: PaymentTypeValue;
  email: string;
  /** The shopper's language (1 Bokmål, 2 Nynorsk): the provider's page speaks it. */
  languageId: LanguageId;
}

export interface PaymentSession {
  sessionId: string;
  /** Where the shopper goes to pay (absolute, or a path on this server). */
  redirectUrl: string;
}

/** What a provider's signed callback says about one payment. */
export interface PaymentNotice {
  sessionId: string;
  orderId: string;
  amountOre: number;
  currency: string;
  outcome: PaymentOutcome;
}

export interface PaymentProvider {
  readonly id: string;
  createSession(request: PaymentRequest): Promise<PaymentSession>;
  /**
   * The provider's callback as it arrived (raw body and headers): its notice when the signature
   * holds and the body is well formed, else null. Nothing unsigned is ever believed.
   */
  verifyCallback(body: Buffer, headers: IncomingHttpHeaders): PaymentNotice | null;
  /**
   * Gives an approved payment back (a void before capture, a refund after) when the shop cannot
   * keep it: its order was cancelled first. Repeating it for the same session changes nothing.
   */
  voidPayment(sessionId: string, reason: string): Promise<void>;
}

export function isPaymentOutcome(value: unknown): value is PaymentOutcome {
  return (PAYMENT_OUTCOMES as readonly unknown[]).includes(value);
}

/** The return path the provider sends the shopper back to. */
export function returnPath(providerId: string, sessionId: string): string {
  return `/payments/return/${encodeURIComponent(providerId)}?session=${encodeURIComponent(sessionId)}`;
}
