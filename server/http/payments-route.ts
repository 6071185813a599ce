import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/types.js';
import type { ShopProviders } from '../payments/providers.js';
import { isPaymentOutcome, returnPath, type PaymentProvider } from '../payments/provider.js';
import { sandboxPage } from '../payments/sandbox-page.js';
import type { SandboxPaymentProvider } from '../payments/sandbox-provider.js';
import { nextUrl, settlePayment } from '../services/payment-result.js';
import { send, sendText } from './send.js';

const isSandbox = (p: PaymentProvider): p is SandboxPaymentProvider => 'decide' in p;

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 4096) break;
  }
  return new URLSearchParams(body);
}

/**
 * /payments/sandbox/{session}: the sandbox provider's hosted page (GET) and the tester's choice
 * (POST), which sends the shopper to /payments/return/sandbox like a real provider would.
 * /payments/return/{provider}?session=…: settles the order, then /checkout/confirm or klarna-fail.
 */
export function paymentsRoute(db: Db, providers: ShopProviders) {
  const provider = providers.payments;
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const [, kind, name] = url.pathname.split('/').filter(Boolean);
    if (kind === 'sandbox' && name && isSandbox(provider)) {
      const session = await provider.session(name);
      if (!session) return sendText(req, res, 404, 'Ukjent betaling');
      if (req.method === 'POST') {
        const outcome = (await readForm(req)).get('outcome');
        if (!isPaymentOutcome(outcome)) return sendText(req, res, 400, 'Ukjent valg');
        await provider.decide(name, outcome);
        redirect(res, returnPath(provider.id, name));
        return;
      }
      return send(
        req,
        res,
        200,
        {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        },
        Buffer.from(sandboxPage(session)),
      );
    }
    if (kind === 'return' && name === provider.id && req.method === 'GET') {
      const sessionId = url.searchParams.get('session') ?? '';
      const outcome = await provider.handleReturn(sessionId, url.searchParams);
      if (!outcome) return sendText(req, res, 409, 'Betalingen er ikke fullført');
      const order = await settlePayment(db, sessionId, outcome);
      if (!order) return sendText(req, res, 404, 'Ukjent betaling');
      redirect(res, nextUrl(order));
      return;
    }
    return sendText(req, res, 404, 'Not found');
  };
}
