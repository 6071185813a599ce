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
