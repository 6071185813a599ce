import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { searchPath } from '../model/search-path';
import type { SearchState } from '../use-search';
import { SearchHitList } from './search-hit-list';
import { SearchSuggestions } from './search-suggestions';
import { SearchTags } from './search-tags';

/** Tags per list: enough to jump to the likely category or brand, short enough for a phone. */
const TAG_COUNT = 6;

interface SearchOutcomeProps {
  search: SearchState;
  onPick: (text: string) => void;
}

/** Suggestions, then results (tag lists, products, see all) or why there are none. */
export function SearchOutcome({ search, onPick }: SearchOutcomeProps) {
  const { t } = useTranslation('search');
  const { phase, result, searched, suggestions } = search;
  const isStale = phase === 'loading' || phase === 'typing';
  const status =
    phase === 'results' && result
      ? t('announce', { count: result.count, text: searched })
      : phase === 'no-results'
        ? t('SEARCH_NO_RESULTS', { text: searched })
        : '';
  return (
    <>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {search.isOffline ? <p className="search-offline">{t('offline')}</p> : null}
      <SearchSuggestions suggestions={suggestions} onPick={onPick} />
      {phase === 'no-results' ? (
        <div className="search-empty">
          <p className="search-empty__title">{t('SEARCH_NO_RESULTS', { text: searched })}</p>
          {suggestions.length === 0 ? (
            <p>{t('SEARCH_NO_SUGGESTIONS', { text: searched })}</p>
          ) : null}
        </div>
      ) : null}
      {phase === 'error' ? <p className="search-empty">{t('error')}</p> : null}
      {isStale ? (
        <p className="search-loading">
          <Spinner size={20} />
          {t('loading')}
        </p>
      ) : null}
      {result && result.count > 0 ? (
        // The last answer stays while the next loads (no flicker on every key), dimmed and
        // marked busy so it is not taken for the answer to what is typed now.
        <div
          className={isStale ? 'search-results search-results--stale' : 'search-results'}
          aria-busy={isStale}
        >
          <SearchHitList hits={result.products} searchText={searched} />
          <SearchTags title={t('categories')} tags={result.categories.slice(0, TAG_COUNT)} />
          <SearchTags title={t('brands')} tags={result.brands.slice(0, TAG_COUNT)} />
          <AppLink to={searchPath(searched)} className="search-see-all">
            {t('seeAll', { count: result.count, text: searched })}
            <Icon name="chevronRight" size={18} />
          </AppLink>
        </div>
      ) : null}
    </>
  );
}
