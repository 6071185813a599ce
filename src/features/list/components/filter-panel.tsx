import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import type { Facets, FacetOption } from '@/lib/list-query/facets';
import type { FilterKey, ListQuery } from '@/lib/list-query/list-query';
import { toggleParameter, toggleValue, withPrice } from '@/lib/list-query/update-list-query';
import { FacetGroup, type FacetGroupOption } from './facet-group';
import { PriceFilter } from './price-filter';
import './filter-panel.css';

interface FilterPanelProps {
  facets: Facets;
  query: ListQuery;
  onChange: (next: ListQuery) => void;
  /** Filters the page itself fixes (a brand page has no brand filter). */
  hidden?: readonly FilterKey[];
}

/** Groups worth showing: a choice between two or more, or one already chosen. */
const isUseful = (options: readonly FacetGroupOption[]) =>
  options.length > 1 || options.some((option) => option.selected);

/** The filters of a list from the API's facets, counts computed by the server. */
export function FilterPanel({ facets, query, onChange, hidden = [] }: FilterPanelProps) {
  const { t } = useTranslation('listing');
  const vatIncluded = useVatIncluded();
  const idOptions = (
    key: FilterKey,
    options: readonly (FacetOption<number | string> & { depth?: number })[],
  ): FacetGroupOption[] => {
    const chosen = new Set<number | string>(query[key].map((item) => item.id));
    return options.map((option) => ({
      key: String(option.id),
      label: option.label,
      count: option.count,
      selected: chosen.has(option.id),
      depth: option.depth,
    }));
  };
  const toggle =
    (key: FilterKey, options: readonly FacetOption<number | string>[]) => (id: string) => {
      const option = options.find((candidate) => String(candidate.id) === id);
      if (option) onChange(toggleValue(query, key, { id: option.id, label: option.label }));
    };
  const lists = [
    { key: 'categories', options: facets.categories },
    { key: 'brands', options: facets.brands },
    { key: 'skus', options: facets.skus },
  ] as const;
  const price = facets.price;
  const discount = idOptions('discount', facets.discount);

  return (
    <div className="filter-panel">
      {lists.map(({ key, options }, index) => {
        const groupOptions = idOptions(key, options);
        if (hidden.includes(key) || !isUseful(groupOptions)) return null;
        return (
          <FacetGroup
            key={key}
            title={t(`filters.${key}`)}
            options={groupOptions}
            onToggle={toggle(key, options)}
            isOpen={index < 2}
          />
        );
      })}
      {price && (price.max > price.min || query.price) ? (
        <FacetGroup title={t('filters.price')} isOpen>
          <PriceFilter
            key={`${query.price?.min ?? ''}~${query.price?.max ?? ''}~${String(vatIncluded)}`}
            facet={price}
            value={query.price}
            onApply={(range) => onChange(withPrice(query, range))}
          />
        </FacetGroup>
      ) : null}
      {/* Even one campaign is a choice: the list's discounted products, or all of them. */}
      {!hidden.includes('discount') && discount.length > 0 ? (
        <FacetGroup
          title={t('filters.discount')}
          options={discount}
          onToggle={toggle('discount', facets.discount)}
        />
      ) : null}
      {facets.parameters.map((parameter) => {
        // The sizes are offered once, as the size filter, even where a parameter repeats them.
        if (parameter.name === t('filters.skus') && facets.skus.length > 1) return null;
        const chosen = query.parameters.find((item) => item.name === parameter.name)?.values ?? [];
        const options = parameter.values.map((value) => ({
          key: value.id,
          label: value.label,
          count: value.count,
          selected: chosen.includes(value.id),
        }));
        if (!isUseful(options)) return null;
        return (
          <FacetGroup
            key={parameter.name}
            title={parameter.name}
            options={options}
            onToggle={(value) => onChange(toggleParameter(query, parameter.name, value))}
          />
        );
      })}
    </div>
  );
}
