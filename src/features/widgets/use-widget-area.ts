import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import {
  GetWidgetAreaDocument,
  type GetWidgetAreaQueryVariables,
} from '@/graphql/generated/operations';
import { toWidgetArea, type WidgetAreaModel } from './widget-model';

/**
 * A widget area (route loaders have put it in the cache). Skipped when a parent supplies the
 * area; asked again whenever the variables change; with the spec's error policy 'all', a partial
 * answer still shows what it has.
 */
export function useWidgetArea(
  variables: GetWidgetAreaQueryVariables,
  supplied?: WidgetAreaModel | null,
): WidgetAreaModel | null {
  const { data } = useQuery(GetWidgetAreaDocument, {
    variables,
    skip: supplied !== undefined,
    errorPolicy: 'all',
    // A preview asks the server every time: an editor's draft is never taken from a cache.
    ...(variables.preview ? { fetchPolicy: 'network-only' as const } : {}),
  });
  const area = data?.widgetArea;
  return useMemo(() => {
    if (supplied !== undefined) return supplied;
    return area ? toWidgetArea(area) : null;
  }, [area, supplied]);
}
