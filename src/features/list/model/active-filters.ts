import type { Facets } from '@/lib/list-query/facets';
import {
  FILTER_KEYS,
  type ListQuery,
  type PriceRange,
  type VehicleFilter,
} from '@/lib/list-query/list-query';
import {
  toggleParameter,
  toggleValue,
  withPrice,
  withVehicle,
} from '@/lib/list-query/update-list-query';

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
  vehicleLabel: (vehicle: VehicleFilter) => string = vehicleName,
): ActiveFilter[] {
  const chips: ActiveFilter[] = query.vehicle
    ? [{ key: 'vehicle', label: vehicleLabel(query.vehicle), without: withVehicle(query, null) }]
    : [];
  chips.push(
    ...FILTER_KEYS.flatMap((key) =>
      query[key].map((item) => {
        const options: readonly { id: number | string; label: string }[] = facets?.[key] ?? [];
        const known = options.find((option) => option.id === item.id)?.label;
        return {
          key: `${key}:${item.id}`,
          label: known ?? (item.label || String(item.id)),
          without: toggleValue(query, key, item),
        };
      }),
    ),
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

/**
 * The query without the filter values the list's facets do not know (an id from an old link or
 * a typo: the API ignores them), so no chip and no count claims a filter that is not applied.
 * Categories stay: the page's facets hold only the categories below the page's own.
 */
export function withoutUnknownFilters(query: ListQuery, facets: Facets): ListQuery {
  const ids = (options: readonly { id: number | string }[]) =>
    new Set<number | string>(options.map((option) => option.id));
  const brands = ids(facets.brands);
  const skus = ids(facets.skus);
  const discount = ids(facets.discount);
  const parameters = query.parameters
    .map((parameter) => {
      const name = parameter.name.toLowerCase();
      const facet = facets.parameters.find((p) => p.name.toLowerCase() === name);
      const known = new Set(facet?.values.map((v) => v.id.toLowerCase()) ?? []);
      return {
        ...parameter,
        values: parameter.values.filter((value) => known.has(value.toLowerCase())),
      };
    })
    .filter((parameter) => parameter.values.length > 0);
  return {
    ...query,
    brands: query.brands.filter((item) => brands.has(item.id)),
    skus: query.skus.filter((item) => skus.has(item.id)),
    discount: query.discount.filter((item) => discount.has(item.id)),
    parameters,
  };
}

/** "Polaris Sportsman 570 2022": what the vehicle filter names, as far as it goes. */
export function vehicleName({ manufacturer, model, year }: VehicleFilter): string {
  return [manufacturer, model, year].filter((part) => part !== null && part !== '').join(' ');
}
