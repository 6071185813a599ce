// The embedded payment provider: a hosted test page at /payments/sandbox/{sessionId} where the
// tester picks how the payment ends. It keeps its sessions in its own table, as a real provider
// keeps them on its side, and reports the tester's choice the way a real provider does: as a
// callback signed with HMAC-SHA256, which the shop verifies before it settles anything.
import type { LanguageId } from '../i18n/language.js';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { newSecretId } from '../idempotency/secret-id.js';
import type { Db } from '../db/types.js';
import {
  isPaymentOutcome,
  type PaymentNotice,
  type PaymentOutcome,
  type PaymentProvider,
} from './provider.js';

export interface SandboxSession {
  id: string;
  orderId: string;
  orderNumber: string;
  amountOre: number;
  currency: string;
  paymentType: string;
  /** The shopper's language, which the hosted page speaks. */
  languageId: LanguageId;
  outcome: PaymentOutcome | null;
  /** Set when the shop gave the payment back (its order was cancelled before it was approved). */
  voidedAt: string | null;
}

/** A callback as the provider sends it: the raw body and the header that signs it. */
export interface SignedCallback {
  body: Buffer;
  headers: IncomingHttpHeaders;
}

export interface SandboxPaymentProvider extends PaymentProvider {
  session(id: string): Promise<SandboxSession | null>;
  /** The tester's choice on the hosted page; the first choice stands. */
  decide(id: string, outcome: PaymentOutcome): Promise<SandboxSession | null>;
  /** The provider's side: the signed callback that reports a decided session to the shop. */
  callbackFor(session: SandboxSession): SignedCallback;
}

export const SIGNATURE_HEADER = 'x-sandbox-signature';

const COLUMNS = `id, order_id AS "orderId", order_number AS "orderNumber", amount_ore AS "amountOre",
  currency, payment_type AS "paymentType", outcome, voided_at AS "voidedAt",
  language_id AS "languageId"`;

function sign(secret: Buffer, body: Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function sameSignature(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The notice in a verified body, or null when it is not one. */
function noticeOf(body: Buffer): PaymentNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (
    typeof v['sessionId'] !== 'string' ||
    typeof v['orderId'] !== 'string' ||
    !Number.isSafeInteger(v['amountOre']) ||
    typeof v['currency'] !== 'string' ||
    !isPaymentOutcome(v['outcome'])
  )
    return null;
  return {
    sessionId: v['sessionId'],
    orderId: v['orderId'],
    amountOre: v['amountOre'] as number,
    currency: v['currency'],
    outcome: v['outcome'],
  };
}

/**
 * `secret` signs and verifies the callbacks (PAYMENT_CALLBACK_SECRET); without one each process
 * makes its own, which is enough while the hosted page and the shop share the process.
 */
export function sandboxPaymentProvider(
  db: Db,
  options: { secret?: string } = {},
): SandboxPaymentProvider {
  const secret = options.secret ? Buffer.from(options.secret) : randomBytes(32);
  async function session(id: string): Promise<SandboxSession | null> {
    const rows = await db.query<SandboxSession>(
      `SELECT ${COLUMNS} FROM sandbox_payment_sessions WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }
  return {
    id: 'sandbox',
    async createSession(request) {
      const id = newSecretId();
      await db.query(
        `INSERT INTO sandbox_payment_sessions
           (id, order_id, order_number, amount_ore, currency, payment_type, language_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          request.orderId,
          request.orderNumber,
          request.amountOre,
          request.currency,
          request.paymentType,
          request.languageId,
        ],
      );
      return { sessionId: id, redirectUrl: `/payments/sandbox/${id}` };
    },
    verifyCallback(body, headers) {
      if (!sameSignature(headers[SIGNATURE_HEADER], sign(secret, body))) return null;
      return noticeOf(body);
    },
    async voidPayment(sessionId, reason) {
      await db.query(
        `UPDATE sandbox_payment_sessions SET voided_at = now(), void_reason = $2
          WHERE id = $1 AND outcome = 'approved' AND voided_at IS NULL`,
        [sessionId, reason],
      );
    },
    session,
    async decide(id, outcome) {
      await db.query(
        `UPDATE sandbox_payment_sessions SET outcome = $2, completed_at = now()
          WHERE id = $1 AND outcome IS NULL`,
        [id, outcome],
      );
      return session(id);
    },
    callbackFor(decided) {
      if (!decided.outcome) throw new Error(`Sandbox session ${decided.id} is not decided`);
      const notice: PaymentNotice = {
        sessionId: decided.id,
        orderId: decided.orderId,
        amountOre: decided.amountOre,
        currency: decided.currency,
        outcome: decided.outcome,
      };
      const body = Buffer.from(JSON.stringify(notice));
      return { body, headers: { [SIGNATURE_HEADER]: sign(secret, body) } };
    },
  };
}
