import { redirect } from 'react-router-dom';
import { LIST_PAGE_SIZE } from '@/config/constants';
import { findCategoryByPath } from '@/features/catalogue/model/category-tree';
import {
  GetCategoriesDocument,
  GetListPageInfoDocument,
  GetProductsDocument,
  type GetListPageInfoQueryVariables,
  type GetProductsQueryVariables,
} from '@/graphql/generated/operations';
import { getApolloClient } from '@/graphql/apollo-clients';
import { loadQuery } from '@/graphql/load-query';
import { otherLocale } from '@/i18n/locale';
import { localePath } from '@/lib/links/locale-path';
import { pageFromUrl } from '@/lib/route-params';
import { notFound, readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

export interface CategoryLoaderData {
  categoryId: number;
  page: number;
  infoVariables: GetListPageInfoQueryVariables;
  productsVariables: GetProductsQueryVariables;
}

export function categoryLoader({
  locale,
  params,
  url,
}: ScreenLoaderArgs): Promise<CategoryLoaderData | Response> {
  return withApiErrors(async () => {
    const path = `c/${params['*'] ?? ''}`;
    const client = await readyClient(locale);
    const { categories } = await loadQuery(client, GetCategoriesDocument, {});
    const category = findCategoryByPath(categories, path);
    if (!category) {
      // After a language switch the path holds the other language's alias.
      const other = await loadQuery(
        getApolloClient(otherLocale(locale)),
        GetCategoriesDocument,
        {},
      );
      const id = findCategoryByPath(other.categories, path)?.categoryId;
      const same = categories.find((candidate) => candidate.categoryId === id);
      if (same) return redirect(`${localePath(same.canonicalUrl, locale)}${url.search}`);
      notFound();
    }
    const page = pageFromUrl(url);
    const infoVariables = { listType: 'CATEGORY', alias: category.alias } as const;
    const productsVariables = {
      filter: { categories: [category.categoryId], page, pageSize: LIST_PAGE_SIZE },
    };
    await Promise.all([
      loadQuery(client, GetListPageInfoDocument, infoVariables),
      loadQuery(client, GetProductsDocument, productsVariables),
    ]);
    return { categoryId: category.categoryId, page, infoVariables, productsVariables };
  });
}
