import { useQuery } from '@apollo/client';
import { useMemo } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import {
  GetSearchSuggestionsDocument,
  SearchPreviewDocument,
} from '@/graphql/generated/operations';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { normaliseSearch } from './model/recent-searches';
import { searchPhase, type SearchPhase } from './model/search-phase';
import { toSearchResult, type SearchResultModel } from './model/search-result';

const SUGGESTION_LIMIT = 5;

export interface SearchState {
  phase: SearchPhase;
  /** The text searched for (after the debounce). */
  searched: string;
  result: SearchResultModel | null;
  suggestions: string[];
  /** Search for this text now, without waiting for the debounce. */
  searchNow: (text: string) => void;
}

/** The results panel's search: debounced 500 ms, no query for empty text (spec 4, 5). */
export function useSearch(text: string, resultCount: number): SearchState {
  const current = normaliseSearch(text);
  const [searched, searchNow] = useDebouncedValue(current, SEARCH_DEBOUNCE_MS);
  const skip = searched === '';
  const preview = useQuery(SearchPreviewDocument, {
    variables: { filter: { searchText: searched, pageSize: resultCount } },
    skip,
  });
  const suggestions = useQuery(GetSearchSuggestionsDocument, {
    variables: { text: searched, limit: SUGGESTION_LIMIT },
    skip,
  });
  const search = skip ? undefined : preview.data?.search;
  const result = useMemo(() => (search ? toSearchResult(search) : null), [search]);
  const suggested = useMemo(
    () =>
      (suggestions.data?.searchSuggestions ?? [])
        .map((suggestion) => suggestion.text)
        .filter(
          (suggestion) => normaliseSearch(suggestion).toLowerCase() !== searched.toLowerCase(),
        ),
    [suggestions.data, searched],
  );
  return {
    phase: searchPhase({
      text: current,
      searched,
      isLoading: preview.loading,
      hasError: Boolean(preview.error),
      count: result?.count ?? null,
    }),
    searched,
    result,
    suggestions: skip ? [] : suggested,
    searchNow: (next) => searchNow(normaliseSearch(next)),
  };
}
