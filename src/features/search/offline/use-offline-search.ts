import { useEffect, useState } from 'react';
import { getApolloClient } from '@/graphql/apollo-clients';
import { LANGUAGE_IDS } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import type { SearchResultModel } from '../model/search-result';

export interface OfflineSearchState {
  /** The answer to `searched`; null while it is worked out (or when not searching). */
  result: SearchResultModel | null;
  suggestions: string[];
  hasError: boolean;
}

const NOTHING: OfflineSearchState = { result: null, suggestions: [], hasError: false };

interface Answer extends OfflineSearchState {
  searched: string;
}

/**
 * Search without a network, over the products this device holds (offline/offline-search.ts):
 * its code and index load on the first offline search, never before.
 */
export function useOfflineSearch(
  searched: string,
  resultCount: number,
  suggestionCount: number,
  isEnabled: boolean,
): OfflineSearchState {
  const locale = useLocale();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!isEnabled || searched === '') return;
    let isCurrent = true;
    const languageId = LANGUAGE_IDS[locale];
    import('./offline-search')
      .then(async ({ offlineSearchIndex, offlineSearchResult }) => {
        const index = await offlineSearchIndex(getApolloClient(locale), languageId);
        if (!isCurrent) return;
        setAnswer({
          searched,
          result: offlineSearchResult(index, searched, resultCount),
          suggestions: index.suggest(searched, suggestionCount),
          hasError: false,
        });
      })
      .catch(() => {
        // The chunk could not load (an update removed it): say the search does not work.
        if (isCurrent) setAnswer({ ...NOTHING, searched, hasError: true });
      });
    return () => {
      isCurrent = false;
    };
  }, [locale, searched, resultCount, suggestionCount, isEnabled]);
  return isEnabled && answer?.searched === searched ? answer : NOTHING;
}
