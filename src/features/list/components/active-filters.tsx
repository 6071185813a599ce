import { useTranslation } from 'react-i18next';
import { useMarketContext } from '@/lib/market/use-market-shipping';
import { Icon } from '@/components/ui/icon';
import { useVatIncluded } from '@/components/ui/vat-display';
import type { Facets } from '@/lib/list-query/facets';
import { hasFilters, type ListQuery, type PriceRange } from '@/lib/list-query/list-query';
import { withoutFilters } from '@/lib/list-query/update-list-query';
import { activeFilters, vehicleName } from '../model/active-filters';
import { priceView } from '../model/price-view';
import './active-filters.css';

interface ActiveFiltersProps {
  query: ListQuery;
  facets: Facets | null;
  onChange: (next: ListQuery) => void;
}

/** The chosen filters as removable chips, and "Nullstill alle". */
export function ActiveFilters({ query, facets, onChange }: ActiveFiltersProps) {
  const { t } = useTranslation('listing');
  const view = priceView(useVatIncluded());
  // Sverige's prices say SEK.
  const context = useMarketContext();
  if (!hasFilters(query)) return null;
  const priceLabel = (range: PriceRange) => {
    const { min, max } = view.shownRange(range);
    return min !== null && max !== null
      ? t('filters.priceRange', { min, max, context })
      : min !== null
        ? t('filters.priceFrom', { min, context })
        : t('filters.priceTo', { max, context });
  };
  const chips = activeFilters(query, facets, priceLabel, (vehicle) =>
    t('filters.vehicle', { vehicle: vehicleName(vehicle) }),
  );
  return (
    <section className="active-filters" aria-label={t('filters.active')}>
      <ul role="list">
        {chips.map((chip) => {
          const label = chip.group ? `${chip.group}: ${chip.label}` : chip.label;
          return (
            <li key={chip.key}>
              <button
                type="button"
                className="active-filters__chip"
                aria-label={t('filters.remove', { label })}
                onClick={() => onChange(chip.without)}
              >
                {label}
                <Icon name="close" size={16} />
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="active-filters__clear"
            onClick={() => onChange(withoutFilters(query))}
          >
            {t('filters.clearAll')}
          </button>
        </li>
      </ul>
    </section>
  );
}
