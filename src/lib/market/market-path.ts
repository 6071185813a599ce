// The optional /:market path segment on the client (the spec's router; the server's side is
// server/site/market-path.ts): /se/… is the shop in Sverige. The router takes the segment as its
// basename, so every link of a page opened under /se stays under /se. Addresses without a
// segment are the market the shopper chose (the cookie), the default market when none.
import { MARKET_ID, MARKET_PATHS } from '@/config/constants';

/**
 * The market alias a path starts with (a configured one), or null. The configured aliases are
 * market segments (isMarketSegment, shared/routes/page-addresses.ts: market-path.test.ts holds
 * them to it), so the start page's entry needs no list of the shop's own addresses.
 */
export function marketSegmentOf(pathname: string): string | null {
  const first = pathname.split('/').find(Boolean);
  return first !== undefined && Object.hasOwn(MARKET_PATHS, first) ? first : null;
}

/** The router's basename for a path: '/se' under a market segment, else undefined. */
export function marketBasename(pathname: string): string | undefined {
  const alias = marketSegmentOf(pathname);
  return alias === null ? undefined : `/${alias}`;
}

/** The market id a path's segment names, or null. */
export function marketOfPath(pathname: string): number | null {
  const alias = marketSegmentOf(pathname);
  return alias === null ? null : (MARKET_PATHS[alias] ?? null);
}

/**
 * Where a page under a market segment goes when the market changes: the same address under the
 * new market's segment (none for the default market). null: stay (no segment, or already there).
 */
export function pathInMarket(pathname: string, marketId: number): string | null {
  const alias = marketSegmentOf(pathname);
  if (alias === null || MARKET_PATHS[alias] === marketId) return null;
  const rest = pathname.slice(alias.length + 1) || '/';
  const next = Object.entries(MARKET_PATHS).find(([, id]) => id === marketId)?.[0];
  return next === undefined || marketId === MARKET_ID ? rest : `/${next}${rest}`;
}
