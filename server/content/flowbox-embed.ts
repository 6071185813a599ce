// The Flowbox widget's embed (issue 17): Flowbox's script runs in this page of its own, framed by
// the shop's page, so the shop's pages never allow a third party's script beside the cart and
// the account. Its own policy allows Flowbox's hosts and being framed by the shop only, and
// sandboxes it: served from the shop's origin, it would otherwise be that origin, and Flowbox's
// script could read the shop's storage (the login) and script the framing page. Sandboxed, its
// origin is opaque, however it is opened.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { send, sendText } from '../http/send.js';

export const FLOWBOX_EMBED_PATH = '/embed/flowbox/';
const FLOW_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const FLOWBOX_SCRIPT = 'https://connect.getflowbox.com/flowbox.js';

/** The flow key as written in the path, or null when its escapes are broken (%E0%A4%A). */
function decodedKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * GET /embed/flowbox/{flowKey}?locale=nb-NO|nn-NO
 * Who may call it: anyone (a public page, framed only by the shop: frame-ancestors 'self').
 * What it may cost: a page of under 1 kB made from constants, cached by browsers for an hour.
 * Bad input: a flow key outside [A-Za-z0-9_-]{1,64} (or not decodable) gets 404; any other
 * locale is nb-NO.
 */
export function flowboxEmbedRoute() {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const key = decodedKey(url.pathname.slice(FLOWBOX_EMBED_PATH.length));
    if (key === null || !FLOW_KEY.test(key)) return sendText(req, res, 404, 'Not found');
    const locale = url.searchParams.get('locale') === 'nn-NO' ? 'nn-NO' : 'nb-NO';
    // The page loads Flowbox's script itself and tells the framing widget that it is there, how
    // tall the flow is, or that the script failed (blocked, offline, Flowbox down), so the widget
    // sizes its frame to the flow or leaves no empty box behind. A sandboxed page has no origin
    // to name as the target: the messages carry nothing but these (the widget checks the frame).
    const init =
      `window.flowbox=window.flowbox||function(){(window.flowbox.q=window.flowbox.q||[]).push(arguments)};` +
      `window.flowbox('init',${JSON.stringify({ container: '#flow', key, locale })});` +
      `(function(){var tell=function(m){parent.postMessage(m,'*')};tell({flowbox:'ready'});` +
      `var s=document.createElement('script');s.src=${JSON.stringify(FLOWBOX_SCRIPT)};s.async=true;` +
      `s.onerror=function(){tell({flowbox:'failed'})};document.head.appendChild(s);` +
      `new ResizeObserver(function(){tell({flowbox:'height',height:Math.ceil(document.getElementById('flow').getBoundingClientRect().height)})})` +
      `.observe(document.getElementById('flow'));})();`;
    const html =
      `<!doctype html><html lang="${locale.slice(0, 2)}"><meta charset="utf-8">` +
      `<title>Flowbox</title><style>body{margin:0}</style><div id="flow"></div>` +
      `<script>${init}</script></html>`;
    await send(
      req,
      res,
      200,
      {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=3600',
        'x-frame-options': 'SAMEORIGIN',
        'content-security-policy': [
          "default-src 'none'",
          `script-src ${sha256(init)} https://connect.getflowbox.com`,
          'connect-src https://connect.getflowbox.com https://api.getflowbox.com',
          'img-src https: data:',
          "style-src 'unsafe-inline' https://connect.getflowbox.com",
          "base-uri 'none'",
          "frame-ancestors 'self'",
          // An opaque origin even when opened directly; Flowbox's links may open a tab.
          'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
        ].join('; '),
      },
      Buffer.from(html),
    );
  };
}
