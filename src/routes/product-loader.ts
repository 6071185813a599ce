import { redirect } from 'react-router-dom';
import { GetCategoriesDocument, GetProductDocument } from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { reviewTextsReady } from '@/features/reviews/review-texts';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import { stripLocale } from '@/i18n/locale';
import { localePath } from '@/lib/links/locale-path';
import { aliasFromParams } from '@/lib/route-params';
import { notFound, readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

export interface ProductLoaderData {
  alias: string;
}

/** A package lives under /pp/, any other product under /p/ (or /product/). */
function isRightShape(pathname: string, isPackage: boolean): boolean {
  return stripLocale(pathname).startsWith('/pp/') === isPackage;
}

/** Resolves to the alias the page reads, or to a redirect to this product's own address. */
export function productLoader({
  locale,
  params,
  url,
}: ScreenLoaderArgs): Promise<ProductLoaderData | Response> {
  return withApiErrors(async () => {
    const alias = aliasFromParams(params);
    if (!alias) notFound();
    const client = await readyClient(locale);
    const [{ product }] = await Promise.all([
      loadQuery(client, GetProductDocument, { alias }),
      // The breadcrumbs and the guide need the category tree; usually cached already.
      loadQuery(client, GetCategoriesDocument, {}),
      ensureNamespaces(locale, ['details']),
      reviewTextsReady(locale),
    ]);
    if (!product) notFound();
    // The API also matches the other language's alias (after a language switch): move to ours.
    if (product.alias !== alias || !isRightShape(url.pathname, product.isPackage)) {
      return redirect(`${localePath(product.canonicalUrl, locale)}${url.search}`);
    }
    return { alias };
  });
}
