import { useQuery } from '@apollo/client';
import { useEffect, useMemo } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import {
  GetSearchSuggestionsDocument,
  SearchPreviewDocument,
} from '@/graphql/generated/operations';
import { isUnreachable } from '@/graphql/unreachable';
import type { VehicleFilter } from '@/lib/list-query/list-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnlineStatus } from '@/features/pwa/use-online-status';
import { normaliseSearch } from './model/recent-searches';
import { searchPhase, type SearchPhase } from './model/search-phase';
import { toSearchResult, type SearchResultModel } from './model/search-result';
import { useOfflineSearch } from './offline/use-offline-search';

const SUGGESTION_LIMIT = 5;
/** How often a search the server could not be reached for asks it again. */
const RETRY_MS = 3000;

export interface SearchState {
  phase: SearchPhase;
  /** The text searched for (after the debounce). */
  searched: string;
  result: SearchResultModel | null;
  suggestions: string[];
  /** Without a network: the results are the products this device holds, not the shop's. */
  isOffline: boolean;
  /** Search for this text now, without waiting for the debounce. */
  searchNow: (text: string) => void;
}

/**
 * The results panel's search: debounced 500 ms, no query for empty text (as the spec says). Without
 * a network it searches the products the device holds (offline/), and back online the server.
 */
export function useSearch(
  text: string,
  resultCount: number,
  /** The current vehicle: the server ranks the parts that fit it first. */
  rankVehicle: VehicleFilter | null = null,
): SearchState {
  const current = normaliseSearch(text);
  const [searched, searchNow] = useDebouncedValue(current, SEARCH_DEBOUNCE_MS);
  const isOffline = !useOnlineStatus();
  const skip = searched === '';
  const preview = useQuery(SearchPreviewDocument, {
    // Without a vehicle the variables stay as before: one cached answer per text for everyone.
    variables: {
      filter: { searchText: searched, pageSize: resultCount, ...(rankVehicle && { rankVehicle }) },
    },
    skip: skip || isOffline,
  });
  const suggestions = useQuery(GetSearchSuggestionsDocument, {
    variables: { text: searched, limit: SUGGESTION_LIMIT },
    skip: skip || isOffline,
  });
  // Online but the server out of reach (the network just back, or lie-fi): the device's
  // results meanwhile, and the server asked again until it answers.
  const { refetch } = preview;
  const isUnanswered = !isOffline && !skip && isUnreachable(preview.error);
  useEffect(() => {
    if (!isUnanswered) return;
    const retry = window.setInterval(() => void refetch().catch(() => undefined), RETRY_MS);
    return () => window.clearInterval(retry);
  }, [isUnanswered, refetch]);
  const searchesDevice = isOffline || isUnanswered;
  const offline = useOfflineSearch(
    searched,
    resultCount,
    SUGGESTION_LIMIT,
    searchesDevice && !skip,
  );
  const search = skip ? undefined : preview.data?.search;
  const online = useMemo(() => (search ? toSearchResult(search) : null), [search]);
  const result = searchesDevice ? offline.result : online;
  const fromServer = suggestions.data?.searchSuggestions;
  const offlineSuggestions = offline.suggestions;
  const suggested = useMemo(
    () =>
      (searchesDevice
        ? offlineSuggestions
        : (fromServer ?? []).map((suggestion) => suggestion.text)
      ).filter(
        (suggestion) => normaliseSearch(suggestion).toLowerCase() !== searched.toLowerCase(),
      ),
    [searchesDevice, offlineSuggestions, fromServer, searched],
  );
  return {
    phase: searchPhase({
      text: current,
      searched,
      isLoading: searchesDevice ? false : preview.loading,
      hasError: searchesDevice ? offline.hasError : Boolean(preview.error),
      count: result?.count ?? null,
    }),
    searched,
    result,
    suggestions: skip ? [] : suggested,
    isOffline: searchesDevice,
    searchNow: (next) => searchNow(normaliseSearch(next)),
  };
}
