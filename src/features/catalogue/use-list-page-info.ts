import { useQuery } from '@apollo/client';
import {
  GetListPageInfoDocument,
  type GetListPageInfoQueryVariables,
} from '@/graphql/generated/operations';

/** A list page's title and texts, from the cache its loader filled (see use-catalogue.ts). */
export function useListPageInfo(variables: GetListPageInfoQueryVariables) {
  return useQuery(GetListPageInfoDocument, { variables }).data?.listPageInfo ?? null;
}
