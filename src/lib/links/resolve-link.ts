import { SHOP_HOSTNAMES } from '@/config/constants';
import type { Locale } from '@/i18n/locale';
import { localePath } from './locale-path';

export type ResolvedLink =
  /** mailto:, tel: and other scheme links: a plain <a>. */
  | { kind: 'plain'; href: string }
  /** Another site: a new tab without opener. */
  | { kind: 'external'; href: string }
  /** A path inside the shop, handled by the router. */
  | { kind: 'internal'; to: string };

interface LinkContext {
  locale: Locale;
  /** Hostnames that count as the shop itself (production names plus the current host). */
  hostnames?: readonly string[];
}

const ABSOLUTE_HTTP = /^https?:\/\//i;
/**
 * Characters a browser reads differently from the text: it drops control characters (so
 * "\u0001javascript:" is a javascript: link) and takes a backslash for a slash (so "/\\host" is
 * another site). The server refuses them in what editors save (content-rules.ts isSafeLink);
 * a value that has them anyway (an older menu) is taken as the browser would take it.
 */
// eslint-disable-next-line no-control-regex -- exactly the characters looked for
const MISREAD = /[\u0000-\u001F\u007F\\]/;

/**
 * The spec's link rules: a colon (mailto, tel) is a plain link, an http address opens in a new
 * tab without opener, the shop's own hostname is cut to the path, a / path is used as is, and
 * other relative values go through localePath.
 */
export function resolveLink(
  value: string,
  { locale, hostnames = SHOP_HOSTNAMES }: LinkContext,
): ResolvedLink {
  const raw = value.trim();
  if (MISREAD.test(raw)) return asBrowserReads(raw, hostnames);
  if (ABSOLUTE_HTTP.test(raw) || raw.startsWith('//')) {
    const url = new URL(raw.startsWith('//') ? `https:${raw}` : raw);
    if (hostnames.includes(url.hostname)) {
      return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
    }
    return { kind: 'external', href: url.href };
  }
  if (raw.includes(':')) return { kind: 'plain', href: raw };
  if (raw.startsWith('/')) return { kind: 'internal', to: raw };
  return { kind: 'internal', to: localePath(raw, locale) };
}

/** Where a browser would go with `raw`: the shop's own path, another site, or nowhere. */
function asBrowserReads(raw: string, hostnames: readonly string[]): ResolvedLink {
  let url: URL;
  try {
    url = new URL(raw, 'https://shop.invalid/');
  } catch {
    return { kind: 'plain', href: '#' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'plain', href: '#' };
  if (url.hostname === 'shop.invalid' || hostnames.includes(url.hostname))
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}
