// The storefront's own addresses, for the server's 404 (server/content/content-address.ts): a
// single segment that is none of these is the catch-all /{alias} of a content page, and an
// address deeper than that must start with one of the prefixes. The client's route table
// (src/app/router/route-table.ts) is held to these lists by its test: a screen added there
// must be named here too, or the server would answer 404 for it.

/** One-segment pages (the same under /nn). */
export const FIXED_PAGES: readonly string[] = [
  '404',
  'account',
  'content',
  'favoritter',
  'kassen',
  'kundeservice',
  'kundetjeneste',
  'list',
  'min-konto',
  'preview-widgets',
  'produkter',
  'produsent',
  'start',
];

/** First segments of the storefront's deeper addresses. */
export const PATH_PREFIXES: readonly string[] = [
  'account',
  'b',
  'c',
  'checkout',
  'content',
  'dc',
  'l',
  'list',
  'min-konto',
  'nyhetsbrev',
  'p',
  'pp',
  'product',
  's',
];

/**
 * The optional /:market segment before any of the addresses above (the spec's router): a market
 * other than the default one by its alias, two lower-case letters (/se/p/…, /se/kassen). The
 * default market has none, so its addresses never change. 'nn' and the two-letter prefixes
 * above are the shop's own, never a market's.
 */
export const MARKET_SEGMENT = /^[a-z]{2}$/;

/** A first segment that may name a market: two letters that are none of the shop's own. */
export function isMarketSegment(segment: string): boolean {
  return (
    MARKET_SEGMENT.test(segment) &&
    segment !== 'nn' &&
    !FIXED_PAGES.includes(segment) &&
    !PATH_PREFIXES.includes(segment)
  );
}

/**
 * Where the shop's pages of a message or a redirect begin (an order's confirmation, its payment's
 * return): under the market's path segment (/se; none for the default market) and in the
 * language (Nynorsk under /nn), as the client's router nests them: /se/nn/checkout/confirm.
 */
export function shopPagePrefix(languageId: number, marketSegment?: string | null): string {
  return `${marketSegment ? `/${marketSegment}` : ''}${languageId === 2 ? '/nn' : ''}`;
}
