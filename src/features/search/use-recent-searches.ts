import { useState } from 'react';
import {
  addRecentSearch,
  readRecentSearches,
  removeRecentSearch,
  writeRecentSearches,
} from './model/recent-searches';

/** The recent searches of this browser (localStorage "recentSearches"). */
export function useRecentSearches() {
  const [recent, setRecent] = useState(readRecentSearches);
  const update = (next: string[]) => {
    writeRecentSearches(next);
    setRecent(next);
  };
  return {
    recent,
    remove: (text: string) => update(removeRecentSearch(recent, text)),
  };
}

/** Stores a search as the newest recent one (read fresh: another tab may have added some). */
export function rememberSearch(text: string): void {
  writeRecentSearches(addRecentSearch(readRecentSearches(), text));
}

/** Navigation state of a search sent from the panel with Enter (see rememberSubmittedSearch). */
export const SUBMITTED_SEARCH = { submittedSearch: true } as const;

/**
 * A search sent with Enter before the panel had its results is stored once the search page
 * finds something: closing the panel stores a search only when it showed results, as the spec says.
 */
export function rememberSubmittedSearch(state: unknown, text: string, count: number): void {
  const submitted = typeof state === 'object' && state !== null && 'submittedSearch' in state;
  if (submitted && text && count > 0) rememberSearch(text);
}
