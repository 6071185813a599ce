import { norwegianCompare } from '@/lib/norwegian-compare';
import type { ProductSort } from '@/graphql/generated/operations';
import type { LabelledId, ListQuery, PriceRange } from './list-query';
import { cleanLabel, encodePiece, PARAMETER_PREFIX, RANGE, SEPARATOR } from './url-pieces';

interface EncodeOptions {
  /** The list's default sort is left out of the URL, so each state has one address. */
  defaultSort?: ProductSort | null;
}

const byName = norwegianCompare();

/**
 * The query string ("?…" or "") for a list state, in a fixed order: manufacturer, year, model,
 * categories, brands, skus, price, discount, p-{name} by name, sort, page. Page 1 and the default sort are left out.
 */
export function encodeListQuery(query: ListQuery, options: EncodeOptions = {}): string {
  const pairs: [string, string][] = [];
  const add = (key: string, value: string) => {
    if (value) pairs.push([key, value]);
  };
  if (query.vehicle) {
    add('manufacturer', encodePiece(query.vehicle.manufacturer));
    add('year', query.vehicle.year === null ? '' : String(query.vehicle.year));
    add('model', query.vehicle.model === null ? '' : encodePiece(query.vehicle.model));
  }
  add('categories', labelled(query.categories));
  add('brands', labelled(query.brands));
  add('skus', labelled(query.skus));
  add('price', price(query.price));
  add('discount', labelled(query.discount));
  for (const parameter of [...query.parameters].sort((a, b) => byName(a.name, b.name))) {
    add(
      `${PARAMETER_PREFIX}${encodePiece(parameter.name)}`,
      parameter.values.map(encodePiece).join(SEPARATOR),
    );
  }
  if (query.sort && query.sort !== options.defaultSort) add('sort', query.sort);
  if (query.page > 1) add('page', String(Math.trunc(query.page)));
  return pairs.length > 0 ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : '';
}

function labelled(items: readonly LabelledId<number | string>[]): string {
  return items
    .map((item) => {
      const label = cleanLabel(item.label);
      const id = encodePiece(String(item.id));
      return label ? `${encodePiece(label)}${RANGE}${id}` : id;
    })
    .join(SEPARATOR);
}

function price(range: PriceRange | null): string {
  if (!range || (range.min === null && range.max === null)) return '';
  return `${range.min ?? ''}${RANGE}${range.max ?? ''}`;
}
