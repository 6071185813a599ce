import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import { SearchHints } from '@/features/search/components/search-hints';
import { hasFilters, type ListQuery } from '@/lib/list-query/list-query';
import { withoutFilters } from '@/lib/list-query/update-list-query';

interface ListEmptyProps {
  query: ListQuery;
  searchText: string | null;
  onChange: (next: ListQuery) => void;
}

/** An empty list says why: filters that exclude everything, or a search without results. */
export function ListEmpty({ query, searchText, onChange }: ListEmptyProps) {
  const { t } = useTranslation('listing');
  if (hasFilters(query)) {
    return (
      <div className="list-empty">
        <Icon name="filter" size={30} />
        <p className="list-empty__title">{t('empty.filtered')}</p>
        <Button variant="secondary" onClick={() => onChange(withoutFilters(query))}>
          {t('filters.clearAll')}
        </Button>
      </div>
    );
  }
  if (searchText !== null) {
    return (
      <div className="list-empty">
        <Icon name="search" size={30} />
        <p className="list-empty__title">{t('empty.search', { text: searchText })}</p>
        <SearchHints text={searchText} />
        <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('secondary')}>
          {t('empty.browse')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="list-empty">
      <p className="list-empty__title">{t('empty.list')}</p>
    </div>
  );
}
