// Which content an address names, and which addresses the storefront has at all: the server
// answers 404 itself for a catch-all alias nobody has (the SPA shows its 404 page as well).
// The storefront's addresses are listed in shared/routes/page-addresses.ts.
import {
  FIXED_PAGES as SHARED_FIXED_PAGES,
  PATH_PREFIXES as SHARED_PATH_PREFIXES,
} from '../../shared/routes/page-addresses.js';
import type { QueryWidgetAreaArgs } from '../generated/resolvers.js';
import type { LanguageId } from '../i18n/language.js';
import { isCataloguePrefix, CATALOGUE_PREFIXES, type CatalogueEntry } from './catalogue-address.js';
import { CHANNEL_CONFIGURATION } from '../site/channel-configuration.js';
import type { AreaKey } from './content-store.js';

export const FIXED_PAGES: ReadonlySet<string> = new Set(SHARED_FIXED_PAGES);
export const PATH_PREFIXES: ReadonlySet<string> = new Set(SHARED_PATH_PREFIXES);

/** A content page's alias: one lower-case segment of words joined by hyphens. */
export const ALIAS_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/** An alias no content page may take: the storefront's own pages and prefixes have it. */
export const isReservedAlias = (alias: string): boolean =>
  FIXED_PAGES.has(alias) || PATH_PREFIXES.has(alias) || alias === 'nn';

export type PageCheck =
  | { kind: 'app' }
  | { kind: 'content'; languageId: LanguageId; alias: string }
  | { kind: 'catalogue'; languageId: LanguageId; entry: CatalogueEntry; alias: string }
  | { kind: 'missing' };

/**
 * What the storefront has at `path` (decoded, no query): an app page, a content page to look up
 * (the catch-all /{alias} and /content/{alias}), a product, category, brand, campaign or list to
 * look up (its alias is the last segment, as the screens read it), or nothing at all.
 */
export function checkPage(path: string): PageCheck {
  const segments = path.split('/').filter(Boolean);
  // The client's routes match their fixed words in any case (/Kassen, /P/…); aliases are
  // looked up as written.
  const languageId: LanguageId = segments[0]?.toLowerCase() === 'nn' ? 2 : 1;
  if (languageId === 2) segments.shift();
  const [first, second] = segments;
  if (first === undefined) return { kind: 'app' };
  const word = first.toLowerCase();
  if (word === '404') return { kind: 'missing' };
  if (word === 'content') {
    if (segments.length === 1 || second?.toLowerCase() === 'preview') return { kind: 'app' };
    return segments.length === 2 && second && ALIAS_PATTERN.test(second)
      ? { kind: 'content', languageId, alias: second }
      : { kind: 'missing' };
  }
  if (segments.length === 1) {
    if (FIXED_PAGES.has(word) || word === 'index.html') return { kind: 'app' };
    return ALIAS_PATTERN.test(first)
      ? { kind: 'content', languageId, alias: first }
      : { kind: 'missing' };
  }
  if (isCataloguePrefix(word)) {
    // /product/{alias} takes one segment; the other prefixes any number (the alias is the last).
    if (word === 'product' && segments.length > 2) return { kind: 'missing' };
    const alias = segments.at(-1) ?? '';
    return { kind: 'catalogue', languageId, entry: CATALOGUE_PREFIXES[word], alias };
  }
  if (PATH_PREFIXES.has(word)) return { kind: 'app' };
  // The market's search route: /{searchRouteSegment}/{text}.
  if (segments.length === 2 && first === CHANNEL_CONFIGURATION.searchRouteSegment)
    return { kind: 'app' };
  return { kind: 'missing' };
}

/** A content page's alias from the widgetArea call's url or widgetAlias ('/nn/content/x' -> 'x'). */
export function aliasOf(url: string): string | null {
  const path = url.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'nn') segments.shift();
  if (segments[0] === 'content') segments.shift();
  const [alias] = segments;
  return segments.length === 1 && alias && ALIAS_PATTERN.test(alias) ? alias : null;
}

/** The area a widgetArea call names, or null when it names none. */
export function areaKey(
  args: Pick<QueryWidgetAreaArgs, 'url' | 'widgetAlias' | 'family' | 'areaName'>,
): AreaKey | null {
  const address = args.url ?? args.widgetAlias;
  if (address) {
    const alias = aliasOf(address);
    return alias ? { alias } : null;
  }
  if (args.family) return { family: args.family, areaName: args.areaName ?? null };
  return null;
}
