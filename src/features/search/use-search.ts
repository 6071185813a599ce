import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import {
  GetSearchSuggestionsDocument,
  SearchPreviewDocument,
} from '@/graphql/generated/operations';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnlineStatus } from '@/features/pwa/use-online-status';
import { normaliseSearch } from './model/recent-searches';
import { searchPhase, type SearchPhase } from './model/search-phase';
import { toSearchResult, type SearchResultModel } from './model/search-result';
import { useOfflineSearch } from './offline/use-offline-search';

const SUGGESTION_LIMIT = 5;

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
 * The results panel's search: debounced 500 ms, no query for empty text (spec 4, 5). Without a
 * network it searches the products the device holds (offline/), and back online the server.
 */
export function useSearch(text: string, resultCount: number): SearchState {
  const current = normaliseSearch(text);
  const [searched, searchNow] = useDebouncedValue(current, SEARCH_DEBOUNCE_MS);
  const isOffline = !useOnlineStatus();
  const skip = searched === '';
  const preview = useQuery(SearchPreviewDocument, {
    variables: { filter: { searchText: searched, pageSize: resultCount } },
    skip: skip || isOffline,
  });
  const suggestions = useQuery(GetSearchSuggestionsDocument, {
    variables: { text: searched, limit: SUGGESTION_LIMIT },
    skip: skip || isOffline,
  });
  const offline = useOfflineSearch(searched, resultCount, SUGGESTION_LIMIT, isOffline && !skip);
  const search = skip ? undefined : preview.data?.search;
  const online = useMemo(() => (search ? toSearchResult(search) : null), [search]);
  const result = isOffline ? offline.result : online;
  const fromServer = suggestions.data?.searchSuggestions;
  const offlineSuggestions = offline.suggestions;
  const suggested = useMemo(
    () =>
      (isOffline
        ? offlineSuggestions
        : (fromServer ?? []).map((suggestion) => suggestion.text)
      ).filter(
        (suggestion) => normaliseSearch(suggestion).toLowerCase() !== searched.toLowerCase(),
      ),
    [isOffline, offlineSuggestions, fromServer, searched],
  );
  return {
    phase: searchPhase({
      text: current,
      searched,
      isLoading: isOffline ? false : preview.loading,
      hasError: isOffline ? offline.hasError : Boolean(preview.error),
      count: result?.count ?? null,
    }),
    searched,
    result,
    suggestions: skip ? [] : suggested,
    isOffline,
    searchNow: (next) => searchNow(normaliseSearch(next)),
  };
}
