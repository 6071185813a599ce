import type { ProductSort } from '@/graphql/generated/operations';
import {
  EMPTY_LIST_QUERY,
  type FilterKey,
  type LabelledId,
  type ListQuery,
  type PriceRange,
  type VehicleFilter,
} from './list-query';

// Every filter change starts the list again at page 1: the old page may no longer exist.

/** Adds the value when absent, removes it when present. */
export function toggleValue(
  query: ListQuery,
  key: FilterKey,
  value: LabelledId<number | string>,
): ListQuery {
  const items: LabelledId<number | string>[] = query[key];
  const has = items.some((item) => item.id === value.id);
  const next = has ? items.filter((item) => item.id !== value.id) : [...items, value];
  return { ...query, [key]: next, page: 1 };
}

export function toggleParameter(query: ListQuery, name: string, value: string): ListQuery {
  const current = query.parameters.find((parameter) => parameter.name === name)?.values ?? [];
  const values = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  const others = query.parameters.filter((parameter) => parameter.name !== name);
  return {
    ...query,
    parameters: values.length > 0 ? [...others, { name, values }] : others,
    page: 1,
  };
}

export function withPrice(query: ListQuery, price: PriceRange | null): ListQuery {
  const isOpen = !price || (price.min === null && price.max === null);
  return { ...query, price: isOpen ? null : price, page: 1 };
}

export function withSort(query: ListQuery, sort: ProductSort | null): ListQuery {
  return { ...query, sort, page: 1 };
}

export function withPage(query: ListQuery, page: number): ListQuery {
  return { ...query, page: Math.max(1, Math.trunc(page)) };
}

/** Only parts that fit this vehicle (or, with null, any part again). */
export function withVehicle(query: ListQuery, vehicle: VehicleFilter | null): ListQuery {
  return { ...query, vehicle, page: 1 };
}

/** "Nullstill alle": every filter goes, the sort stays. */
export function withoutFilters(query: ListQuery): ListQuery {
  return { ...EMPTY_LIST_QUERY, sort: query.sort };
}

/** The last page when the asked one lies beyond it (a list that shrank since the link was made). */
export function clampPage(page: number, count: number, pageSize: number): number {
  const last = Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
  return Math.min(Math.max(1, page), last);
}
