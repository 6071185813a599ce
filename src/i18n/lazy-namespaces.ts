import { retryImport } from '@/lib/lazy-retry';
import { getI18n } from './i18n-instances';
import type { Locale } from './locale';

/**
 * Namespaces only some screens need (lists, search, the product page, fitting guides, checkout,
 * the shop's information pages, the vehicle selector, the favourites page). They are left out of the start page's bundle: each file is a
 * chunk of its own, loaded by the screen's loader (or the search and account panels) before it renders. The rest of locales/ is bundled (resources.ts).
 */
export const LAZY_NAMESPACES = [
  'listing',
  'search',
  'details',
  'guides',
  'checkout',
  'info',
  'vehicles',
  'favourites',
  'account',
  'consent',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

const files = import.meta.glob<Record<string, unknown>>(
  '../../locales/*/{listing,search,details,guides,checkout,info,vehicles,favourites,account,consent}.json',
  { import: 'default' },
);

export async function ensureNamespaces(
  locale: Locale,
  namespaces: readonly LazyNamespace[],
): Promise<void> {
  const i18n = getI18n(locale);
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (i18n.hasResourceBundle(locale, namespace)) return;
      const load = files[`../../locales/${locale}/${namespace}.json`];
      if (!load) throw new Error(`No ${locale} texts for the namespace ${namespace}`);
      i18n.addResourceBundle(locale, namespace, await retryImport(load), true, true);
    }),
  );
}

const ready = new Map<string, Promise<void>>();

/** The same promise for the same request, for React's use() (which needs a stable one). */
export function namespacesReady(
  locale: Locale,
  namespaces: readonly LazyNamespace[],
): Promise<void> {
  const key = `${locale}:${namespaces.join(',')}`;
  let promise = ready.get(key);
  if (!promise) {
    promise = ensureNamespaces(locale, namespaces);
    ready.set(key, promise);
    // A load that failed (offline, every try dropped) is tried afresh at the next use.
    promise.catch(() => ready.delete(key));
  }
  return promise;
}
