import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import './list-toolbar.css';

interface ListToolbarProps {
  count: number;
  /** The sort select. */
  children: ReactNode;
  /** On phones and tablets: opens the filter panel; the number of chosen filters shows. */
  onOpenFilters?: () => void;
  filterCount: number;
}

export function ListToolbar({ count, children, onOpenFilters, filterCount }: ListToolbarProps) {
  const { t } = useTranslation(['common', 'listing']);
  return (
    <div className="list-toolbar">
      <p className="list-toolbar__count" role="status">
        {t('productCount', { count })}
      </p>
      <div className="list-toolbar__actions">
        {onOpenFilters ? (
          <button
            type="button"
            className="list-toolbar__filters"
            aria-haspopup="dialog"
            onClick={onOpenFilters}
          >
            <Icon name="filter" size={20} />
            {filterCount > 0
              ? t('listing:filters.openCount', { count: filterCount })
              : t('listing:filters.open')}
          </button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
