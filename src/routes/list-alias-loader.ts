import { redirect } from 'react-router-dom';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import {
  GetCategoriesDocument,
  GetListPageInfoDocument,
  type ListType,
} from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { localePath } from '@/lib/links/locale-path';
import { readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

const NAMED_LISTS = ['BRAND', 'DISCOUNT_CAMPAIGN', 'LIST'] as const satisfies ListType[];

/**
 * /list/{brand?}, /list/{category?}, /list/{discountCampaign?}, /list/{list?}, /list/{search?}
 * share one URL shape, so the value decides, in that order: a brand, a category, a campaign or
 * a generic list with that alias, else a search for the text; without a value, all products.
 * Each redirects to the list's own address (/b, /c, /dc, /l, /s), query kept, so every list
 * has one canonical URL.
 */
export function listAliasLoader({ locale, params, url }: ScreenLoaderArgs): Promise<Response> {
  return withApiErrors(async () => {
    const value = (params['value'] ?? '').trim();
    const to = (path: string) => redirect(`${localePath(path, locale)}${url.search}`);
    if (!value) return to(ALL_PRODUCTS_PATH);
    const client = await readyClient(locale);
    const lookups = NAMED_LISTS.map((listType) =>
      loadQuery(client, GetListPageInfoDocument, { listType, alias: value }),
    );
    const [brand, categories, campaign, list] = await Promise.all([
      lookups[0],
      loadQuery(client, GetCategoriesDocument, {}),
      lookups[1],
      lookups[2],
    ]);
    const category = categories.categories.find((candidate) => candidate.alias === value);
    const found =
      brand?.listPageInfo?.canonicalUrl ??
      category?.canonicalUrl ??
      campaign?.listPageInfo?.canonicalUrl ??
      list?.listPageInfo?.canonicalUrl;
    return to(found ?? `s/${encodeURIComponent(value)}`);
  });
}
