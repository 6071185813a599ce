import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/types.js';
import type { ShopProviders } from './providers.js';
import { isPaymentOutcome, returnPath, type PaymentProvider } from './provider.js';
import { sandboxPage, sandboxPageCsp } from './sandbox-page.js';
import { shopPagePrefix } from '../../shared/routes/page-addresses.js';
import type { SandboxPaymentProvider } from './sandbox-provider.js';
import { orderOfSession, receiveCallback, returnUrl } from './payment-result.js';
import { readOrder, type StoredOrder } from '../orders/order-store.js';
import { send, sendText } from '../http/send.js';

const isSandbox = (p: PaymentProvider): p is SandboxPaymentProvider => 'decide' in p;

/** A callback or form is a few hundred bytes; anything past this is refused unread. */
const MAX_BODY_BYTES = 16 * 1024;

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/** The raw body, or null when it is longer than MAX_BODY_BYTES. */
async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface PaymentsRouteOptions {
  log?: (message: string) => void;
  /** An order just became paid (its confirmation mail); called after every approving callback. */
  onPaid?: (order: StoredOrder) => Promise<unknown>;
}

/**
 * /payments/sandbox/{session}: the sandbox provider's hosted test page (GET) and the tester's
 * choice (POST), which the sandbox reports through its signed callback, as a real provider's
 * server would, and then sends the shopper to /payments/return/sandbox.
 * /payments/callback/{provider} (POST): a provider's signed callback; the only way an order is
 * settled. /payments/return/{provider}?session=…: the shopper is back; on to /checkout/confirm or
 * klarna-fail as the order now stands.
 */
/**
 * The shop's checkout in the order's market and language (/se/nn/kassen): where the payment
 * page's "cancel" leads. The order stays unpaid until the shopper pays again there (a new
 * attempt replaces it) or it expires; the cart is as it was.
 */
async function checkoutPathOf(db: Db, orderId: string): Promise<string> {
  const order = await readOrder(db, orderId);
  return `${order ? shopPagePrefix(order.languageId, order.marketSegment) : ''}/kassen`;
}

/**
 * /payments/{provider}/…: the sandbox's hosted page and decision (who may: whoever holds the
 * session's unguessable id, as with a real provider's page; cost: the session and its order read
 * by primary key, a body of at most MAX_BODY_BYTES; bad input: 404 for an unknown session, 400
 * for an unknown outcome, 405 for another method) and the providers' signed callbacks.
 */
export function paymentsRoute(
  db: Db,
  providers: ShopProviders,
  options: PaymentsRouteOptions = {},
) {
  const provider = providers.payments;
  const log = options.log ?? ((message: string) => console.warn(message));

  /** The same path for a callback over HTTP and the sandbox's in-process one. */
  async function callback(body: Buffer, headers: IncomingMessage['headers']) {
    const result = await receiveCallback(db, provider, body, headers);
    if (result === 'bad_signature') log(`Payment callback (${provider.id}): bad signature`);
    else if (result.kind === 'mismatch')
      log(`Payment callback (${provider.id}): ${result.field} does not match the order; refused`);
    else if (result.kind === 'voided')
      log(
        `Payment callback (${provider.id}): approved after order ${result.order.orderNumber} was cancelled; voided`,
      );
    if (result !== 'bad_signature' && result.kind === 'settled')
      if (result.order.status === 'processing' && options.onPaid)
        await options
          .onPaid(result.order)
          .catch((error: unknown) =>
            log(`Order ${result.order.orderNumber}: confirmation not mailed: ${String(error)}`),
          );
    return result;
  }

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const [, kind, name] = url.pathname.split('/').filter(Boolean);
    if (kind === 'sandbox' && name && isSandbox(provider)) {
      const session = await provider.session(name);
      if (!session) return sendText(req, res, 404, 'Ukjent betaling');
      if (req.method === 'POST') {
        const body = await readBody(req);
        if (!body) return sendText(req, res, 413, 'For stor forespørsel');
        const outcome = new URLSearchParams(body.toString('utf8')).get('outcome');
        if (!isPaymentOutcome(outcome)) return sendText(req, res, 400, 'Ukjent valg');
        const decided = await provider.decide(name, outcome);
        if (decided) {
          const signed = provider.callbackFor(decided);
          await callback(signed.body, signed.headers);
        }
        redirect(res, returnPath(provider.id, name));
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('allow', 'GET, HEAD, POST');
        return sendText(req, res, 405, 'Method not allowed');
      }
      return send(
        req,
        res,
        200,
        {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': sandboxPageCsp(),
        },
        Buffer.from(sandboxPage(session, await checkoutPathOf(db, session.orderId))),
      );
    }
    if (kind === 'callback' && name === provider.id) {
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        return sendText(req, res, 405, 'Method not allowed');
      }
      const body = await readBody(req);
      if (!body) return sendText(req, res, 413, 'Payload too large');
      const result = await callback(body, req.headers);
      if (result === 'bad_signature') return sendText(req, res, 401, 'Bad signature');
      if (result.kind === 'unknown') return sendText(req, res, 404, 'Unknown payment session');
      if (result.kind === 'mismatch')
        return sendText(req, res, 409, `The ${result.field} does not match the order`);
      return sendText(req, res, 200, result.kind === 'voided' ? 'Voided' : 'OK');
    }
    // Who: anyone holding a payment session id, so it answers where to go and names the order's
    // id only, never its token (returnUrl). Cost: one read. Bad input: an unknown session 404,
    // an unsettled one 409, another method 404.
    if (kind === 'return' && name === provider.id && req.method === 'GET') {
      const sessionId = url.searchParams.get('session') ?? '';
      const found = await orderOfSession(db, provider.id, sessionId);
      const order = found && (await readOrder(db, found.id));
      if (!order) return sendText(req, res, 404, 'Ukjent betaling');
      // Settled only by the provider's callback; until it has come, the payment is not done.
      if (order.status === 'received' && order.payment.status === 'pending')
        return sendText(req, res, 409, 'Betalingen er ikke fullført');
      redirect(res, returnUrl(order));
      return;
    }
    return sendText(req, res, 404, 'Not found');
  };
}
