import { LIST_PAGE_SIZE } from '@/config/constants';
import {
  GetListPageInfoDocument,
  GetProductsDocument,
  type FilterInputType,
  type GetListPageInfoQueryVariables,
  type GetProductsQueryVariables,
  type ListType,
} from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { aliasFromParams, pageFromUrl } from '@/lib/route-params';
import { notFound, readyClient, withApiErrors, type ScreenLoaderArgs } from './route-loader';

export interface ListLoaderData {
  listType: ListType;
  page: number;
  infoVariables: GetListPageInfoQueryVariables;
  productsVariables: GetProductsQueryVariables;
}

type SimpleListType = Extract<ListType, 'ALL' | 'BRAND' | 'DISCOUNT_CAMPAIGN'>;

function filterFor(listType: SimpleListType, id: number | null): FilterInputType {
  if (listType === 'BRAND' && id !== null) return { brands: [id] };
  if (listType === 'DISCOUNT_CAMPAIGN' && id !== null) return { discount: [id] };
  return {};
}

/** All products, a brand's or a campaign's products: list info first, then its page. */
export function listLoader(listType: SimpleListType) {
  return ({ locale, params, url }: ScreenLoaderArgs): Promise<ListLoaderData> =>
    withApiErrors(async () => {
      const alias = listType === 'ALL' ? null : aliasFromParams(params);
      if (listType !== 'ALL' && !alias) notFound();
      const client = await readyClient(locale);
      const infoVariables = alias ? { listType, alias } : { listType };
      const { listPageInfo } = await loadQuery(client, GetListPageInfoDocument, infoVariables);
      if (!listPageInfo && listType !== 'ALL') notFound();
      const page = pageFromUrl(url);
      const filter = {
        ...filterFor(listType, listPageInfo?.id ?? null),
        page,
        pageSize: LIST_PAGE_SIZE,
      };
      const productsVariables = { filter };
      await loadQuery(client, GetProductsDocument, productsVariables);
      return { listType, page, infoVariables, productsVariables };
    });
}
