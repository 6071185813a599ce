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
 * The payment page returns to /checkout/confirm or /checkout/klarna-fail without a language:
 * a shopper who checked out in Nynorsk is sent on to the /nn page.
 */
export async function checkoutReturnLoader({
  locale,
  url,
}: ScreenLoaderArgs): Promise<Response | null> {
  const checkoutLocale = readDraft().locale;
  if (checkoutLocale && checkoutLocale !== locale && locale === 'nb')
    return redirect(`${LOCALE_PREFIX[checkoutLocale]}${url.pathname}${url.search}`);
  await ensureNamespaces(locale, ['checkout']);
  return null;
}
