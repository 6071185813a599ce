import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { redirect } from 'react-router-dom';
import { findCategoryByPath, type CategoryItem } from '@/features/catalogue/model/category-tree';
import { GetCategoriesDocument } from '@/graphql/generated/operations';
import { getApolloClient } from '@/graphql/apollo-clients';
import { loadQuery } from '@/graphql/load-query';
import { otherLocale } from '@/i18n/locale';
import { localePath } from '@/lib/links/locale-path';
import { notFound, type ScreenLoaderArgs } from './route-loader';

/** The category of a /c/… path, or a redirect when the path is the other language's. */
export async function resolveCategory(
  { locale, params, url }: ScreenLoaderArgs,
  client: ApolloClient<NormalizedCacheObject>,
): Promise<CategoryItem | Response> {
  const path = `c/${params['*'] ?? ''}`;
  const { categories } = await loadQuery(client, GetCategoriesDocument, {});
  const category = findCategoryByPath(categories, path);
  if (category) return category;
  // After a language switch the path holds the other language's alias.
  const other = await loadQuery(getApolloClient(otherLocale(locale)), GetCategoriesDocument, {});
  const id = findCategoryByPath(other.categories, path)?.categoryId;
  const same = categories.find((candidate) => candidate.categoryId === id);
  if (same) return redirect(`${localePath(same.canonicalUrl, locale)}${url.search}`);
  notFound();
}
