import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { GetSearchSuggestionsDocument } from '@/graphql/generated/operations';
import { normaliseSearch } from '../model/recent-searches';
import { searchPath } from '../model/search-path';
import './search-hints.css';

const HINT_LIMIT = 4;

/** A search page without results: "Did you mean …?" from the typeahead, or advice. */
export function SearchHints({ text }: { text: string }) {
  const { t } = useTranslation('search');
  const { data, loading } = useQuery(GetSearchSuggestionsDocument, {
    variables: { text, limit: HINT_LIMIT },
  });
  const hints = (data?.searchSuggestions ?? [])
    .map((suggestion) => suggestion.text)
    .filter((hint) => normaliseSearch(hint).toLowerCase() !== text.toLowerCase());
  if (loading) return null;
  if (hints.length === 0) return <p>{t('SEARCH_NO_SUGGESTIONS', { text })}</p>;
  return (
    <div className="search-hints">
      <p>{t('didYouMean')}</p>
      <ul role="list">
        {hints.map((hint) => (
          <li key={hint}>
            <AppLink to={searchPath(hint)} className="search-hints__link">
              {hint}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
