// HTTP hardening every response gets (createApp): a Content Security Policy without inline
// script, no framing, no MIME sniffing, a referrer policy, no powerful browser features, HSTS
// when the request came over TLS, and CORS only for origins ALLOWED_ORIGINS names.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SecurityOptions {
  /** Other origins whose pages may call /graphql; the shop's own origin needs no CORS. */
  allowedOrigins?: readonly string[];
  /** Believe X-Forwarded-Proto from a TLS-terminating proxy (TRUST_PROXY). */
  trustProxy?: boolean;
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
// Only features Chromium knows: an unknown one ('bluetooth' was) makes it log an error on every
// page of the shop (security-headers.spec.ts watches the console).
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The request reached us over TLS: directly, or (TRUST_PROXY) through a proxy that says so. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first?.toLowerCase() === 'https';
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Hashes of the inline scripts and styles in a page. JSON-LD and other data blocks are not run
 * and need no allowance; a `<script>` with a src is covered by 'self'.
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (
      type &&
      type !== 'module' &&
      type !== 'text/javascript' &&
      type !== 'application/javascript'
    )
      continue;
    scripts.push(sha256(body));
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = '']) =>
    sha256(body),
  );
  return { scripts, styles };
}

/**
 * Origins of third-party scripts the operator turned on (the tag manager when GTM_CONTAINER_ID
 * is set): their script, the requests they make and their pixels. The storefront loads them
 * only with the shopper's consent (src/lib/consent/load-script.ts).
 */
export interface ThirdPartyOrigins {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

export const NO_THIRD_PARTY_ORIGINS: ThirdPartyOrigins = { script: [], connect: [], img: [] };

/** `origins` with more script origins (whose scripts also call home: connect-src too). */
export function withScriptOrigins(
  origins: ThirdPartyOrigins,
  scripts: readonly string[],
): ThirdPartyOrigins {
  return {
    script: [...origins.script, ...scripts],
    connect: [...origins.connect, ...scripts],
    img: origins.img,
  };
}

/**
 * The storefront's policy, from its index.html (null: API only). Scripts, styles, workers, the
 * manifest and API calls from this origin only (and the third parties the operator configured);
 * images also as data: URIs (CSS icons); inline code only by hash; never framed.
 */
export function contentSecurityPolicy(
  indexHtml: string | null,
  thirdParty: ThirdPartyOrigins = NO_THIRD_PARTY_ORIGINS,
): string {
  const { scripts, styles } = indexHtml ? inlineHashes(indexHtml) : { scripts: [], styles: [] };
  return [
    "default-src 'self'",
    ["script-src 'self'", ...thirdParty.script, ...scripts].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    ["img-src 'self' data:", ...thirdParty.img].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...thirdParty.connect].join(' '),
    // The video widget's player, framed only once the shopper presses play (issue 17); the
    // Flowbox widget's frame is the shop's own /embed/flowbox page.
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sets the headers every response carries; a route may replace the CSP with a stricter one. */
export function setSecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  csp: string,
  options: SecurityOptions,
): void {
  res.setHeader('content-security-policy', csp);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('referrer-policy', REFERRER_POLICY);
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  if (isHttps(req, options.trustProxy ?? false)) res.setHeader('strict-transport-security', HSTS);
}

const CORS_METHODS = 'GET, POST, OPTIONS';
const CORS_HEADERS = 'content-type, x-api-key, accept, apollo-require-preflight';

/**
 * CORS for /graphql: an origin ALLOWED_ORIGINS names gets the allow headers, any other none, so
 * browsers keep other sites' pages from reading answers. Answers true when it sent the response
 * (a preflight).
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  const allowed = typeof origin === 'string' && allowedOrigins.includes(origin);
  res.setHeader('vary', 'Origin');
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
  }
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('access-control-allow-methods', CORS_METHODS);
    res.setHeader('access-control-allow-headers', CORS_HEADERS);
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(allowed ? 204 : 403, { 'content-length': 0 });
  res.end();
  return true;
}
