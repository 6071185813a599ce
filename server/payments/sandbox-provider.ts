// The embedded payment provider: a hosted test page at /payments/sandbox/{sessionId} where the
// tester picks how the payment ends. It keeps its sessions in its own table, as a real provider
// keeps them on its side.
import { newSecretId } from '../cart/cart-id.js';
import type { Db } from '../db/types.js';
import { isPaymentOutcome, type PaymentOutcome, type PaymentProvider } from './provider.js';

export interface SandboxSession {
  id: string;
  orderId: string;
  orderNumber: string;
  amountOre: number;
  paymentType: string;
  outcome: PaymentOutcome | null;
}

export interface SandboxPaymentProvider extends PaymentProvider {
  session(id: string): Promise<SandboxSession | null>;
  /** The tester's choice on the hosted page; the first choice stands. */
  decide(id: string, outcome: PaymentOutcome): Promise<SandboxSession | null>;
}

const COLUMNS = `id, order_id AS "orderId", order_number AS "orderNumber", amount_ore AS "amountOre",
  payment_type AS "paymentType", outcome`;

export function sandboxPaymentProvider(db: Db): SandboxPaymentProvider {
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
        `INSERT INTO sandbox_payment_sessions (id, order_id, order_number, amount_ore, payment_type)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, request.orderId, request.orderNumber, request.amountOre, request.paymentType],
      );
      return { sessionId: id, redirectUrl: `/payments/sandbox/${id}` };
    },
    async handleReturn(sessionId) {
      const found = await session(sessionId);
      return found && isPaymentOutcome(found.outcome) ? found.outcome : null;
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
  };
}
