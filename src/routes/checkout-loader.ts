import { redirect } from 'react-router-dom';
import { readDraft } from '@/features/checkout/checkout-draft';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import { LOCALE_PREFIX } from '@/i18n/locale';
import type { ScreenLoaderArgs } from './route-loader';

/** /kassen: the texts only; the checkout itself needs the cart id, which the page reads. */
export async function checkoutLoader({ locale }: ScreenLoaderArgs): Promise<null> {
  await ensureNamespaces(locale, ['checkout']);
  return null;
}

/**
 * The fragment of the page being loaded: the loader's URL has none (it is never sent to a
 * server), but the confirmation page's order id and token travel there.
 */
function currentFragment(url: URL): string {
  if (typeof window === 'undefined') return '';
  return window.location.pathname === url.pathname ? window.location.hash : '';
}

/**
 * The payment page returns to /checkout/confirm or /checkout/klarna-fail in the order's
 * language; one that lands in Bokmål while this tab checked out in Nynorsk is sent on to the
 * /nn page, query and fragment kept.
 */
export async function checkoutReturnLoader({
  locale,
  url,
}: ScreenLoaderArgs): Promise<Response | null> {
  const checkoutLocale = readDraft().locale;
  if (checkoutLocale && checkoutLocale !== locale && locale === 'nb')
    return redirect(
      `${LOCALE_PREFIX[checkoutLocale]}${url.pathname}${url.search}${currentFragment(url)}`,
    );
  await ensureNamespaces(locale, ['checkout']);
  return null;
}
