import { START_PAGE_PRODUCT_COUNT } from '@/config/constants';
import {
  GetCategoriesDocument,
  GetProductsDocument,
  type GetProductsQueryVariables,
} from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

export const popularProductsVariables: GetProductsQueryVariables = {
  filter: { sort: 'POPULARITY', pageSize: START_PAGE_PRODUCT_COUNT, page: 1 },
};

export function startLoader({ locale }: ScreenLoaderArgs) {
  return withApiErrors(async () => {
    const client = await readyClient(locale);
    await Promise.all([
      loadQuery(client, GetCategoriesDocument, {}),
      loadQuery(client, GetProductsDocument, popularProductsVariables),
    ]);
    return null;
  });
}
