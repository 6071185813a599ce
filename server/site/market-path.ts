// The optional /:market path segment (issue 17 point 5, the spec's router): a market other than
// the default one may be named by its alias before the shop's own address (/se/p/…, /se/kassen);
// the default market (Norge) has no segment, so its addresses never change. An alias the
// channel has no market for, and the default market's own alias, are sent to the same address
// in the fallback (default) market.
import { isMarketSegment } from '../../shared/routes/page-addresses.js';

export type MarketPath =
  /** No market segment: the address as it is. */
  | { kind: 'none' }
  /** A known market's segment: `rest` is the shop's address after it. */
  | { kind: 'market'; alias: string; rest: string }
  /** An unknown alias or the default market's own: the fallback market's address. */
  | { kind: 'redirect'; to: string; unknownAlias: string | null };

/**
 * What a path's first segment says about the market. A single unknown two-letter segment is left
 * alone (it may be a content page's alias; the page check answers it); one followed by a shop
 * address is an unknown market alias.
 */
export function marketPath(
  path: string,
  aliases: ReadonlySet<string>,
  defaultAlias: string,
): MarketPath {
  const segments = path.split('/').filter(Boolean);
  const [first, ...others] = segments;
  if (first === undefined || !isMarketSegment(first)) return { kind: 'none' };
  const rest = `/${others.join('/')}`;
  if (first === defaultAlias) return { kind: 'redirect', to: rest, unknownAlias: null };
  if (aliases.has(first)) return { kind: 'market', alias: first, rest };
  if (others.length === 0) return { kind: 'none' };
  return { kind: 'redirect', to: rest, unknownAlias: first };
}

/**
 * The address after a path's first segment, as the request wrote it (percent-encoded, empty
 * segments dropped): where the market redirect sends. Always one path on this site: it starts
 * with a single '/', and a backslash, tab or non-ASCII letter stays encoded.
 */
export function pathAfterFirstSegment(encodedPath: string): string {
  const segments = encodedPath.split('/').filter(Boolean).slice(1);
  return `/${segments.join('/')}`;
}
