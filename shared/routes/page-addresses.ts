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
  'p',
  'pp',
  'product',
  's',
];
