import type { Facets } from '@/lib/list-query/facets';
import { FILTER_KEYS, type ListQuery, type PriceRange } from '@/lib/list-query/list-query';
import { toggleParameter, toggleValue, withPrice } from '@/lib/list-query/update-list-query';

export interface ActiveFilter {
  key: string;
  label: string;
  /** The parameter's name, shown before its value. */
  group?: string;
  /** The list without this filter. */
  without: ListQuery;
}

/**
 * Chips for the chosen filters. Labels come from the facets (the API's current names), else
 * from the URL's label, else the id itself.
 */
export function activeFilters(
  query: ListQuery,
  facets: Facets | null,
  priceLabel: (range: PriceRange) => string,
): ActiveFilter[] {
  const chips: ActiveFilter[] = FILTER_KEYS.flatMap((key) =>
    query[key].map((item) => {
      const options: readonly { id: number | string; label: string }[] = facets?.[key] ?? [];
      const known = options.find((option) => option.id === item.id)?.label;
      return {
        key: `${key}:${item.id}`,
        label: known ?? (item.label || String(item.id)),
        without: toggleValue(query, key, item),
      };
    }),
  );
  if (query.price) {
    chips.push({ key: 'price', label: priceLabel(query.price), without: withPrice(query, null) });
  }
  for (const parameter of query.parameters) {
    for (const value of parameter.values) {
      chips.push({
        key: `p-${parameter.name}:${value}`,
        label: value,
        group: parameter.name,
        without: toggleParameter(query, parameter.name, value),
      });
    }
  }
  return chips;
}
