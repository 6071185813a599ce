import type { ProductSort } from '@/graphql/generated/operations';
import {
  EMPTY_LIST_QUERY,
  LIST_SORTS,
  type LabelledId,
  type ListQuery,
  type ParameterFilter,
  type PriceRange,
  type VehicleFilter,
} from './list-query';
import {
  cleanLabel,
  PARAMETER_PREFIX,
  RANGE,
  SEPARATOR,
  VEHICLE_KEYS,
  type VehicleKey,
} from './url-pieces';

// Limits keep a hand-made or hostile URL from turning into a huge API filter.
const MAX_VALUES = 50;
const MAX_PARAMETERS = 20;
const MAX_PRICE = 10_000_000;

interface DecodeOptions {
  /** Sorts this list accepts; anything else reads as the default sort. */
  sorts?: readonly ProductSort[];
}

/**
 * Reads a list's state from its query string. Malformed parts are dropped or corrected, never
 * thrown: bad ids, unknown sorts and odd pages read as if they were absent.
 */
export function decodeListQuery(search: string, options: DecodeOptions = {}): ListQuery {
  const query: ListQuery = { ...EMPTY_LIST_QUERY, parameters: [] };
  const vehicle: Partial<Record<VehicleKey, string>> = {};
  for (const [key, raw] of rawPairs(search)) {
    if (isVehicleKey(key)) {
      vehicle[key] ??= cleanLabel(decode(raw));
    } else if (key === 'categories' || key === 'brands' || key === 'discount') {
      query[key] = unique(labelled(raw, toId));
    } else if (key === 'skus') {
      query.skus = unique(labelled(raw, toSkuId));
    } else if (key === 'price') {
      query.price = toPrice(raw);
    } else if (key === 'sort') {
      query.sort = toSort(decode(raw), options.sorts ?? LIST_SORTS);
    } else if (key === 'page') {
      query.page = toPage(decode(raw));
    } else if (key.startsWith(PARAMETER_PREFIX)) {
      addParameter(query.parameters, key.slice(PARAMETER_PREFIX.length).trim(), raw);
    }
  }
  query.vehicle = toVehicle(vehicle);
  return query;
}

function isVehicleKey(key: string): key is VehicleKey {
  return (VEHICLE_KEYS as readonly string[]).includes(key);
}

/** A vehicle needs its manufacturer; a malformed year or an empty model reads as absent. */
function toVehicle(raw: Partial<Record<VehicleKey, string>>): VehicleFilter | null {
  if (!raw.manufacturer) return null;
  const year = /^\d{4}$/.test(raw.year ?? '') ? Number(raw.year) : null;
  return { manufacturer: raw.manufacturer, year, model: raw.model || null };
}

/** Key (decoded) and raw value of each pair; the value stays raw for its separators. */
function rawPairs(search: string): [string, string][] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), pair.slice(at + 1)];
    });
}

/** Percent-decoding that also reads "+" as a space (form links) and never throws. */
function decode(piece: string): string {
  try {
    return decodeURIComponent(piece.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}

function labelled<T extends number | string>(
  raw: string,
  toValue: (text: string) => T | null,
): LabelledId<T>[] {
  return raw
    .split(SEPARATOR)
    .slice(0, MAX_VALUES)
    .flatMap((item) => {
      const parts = item.split(RANGE);
      if (parts.length > 2) return [];
      const id = parts.at(-1) ?? '';
      const label = parts.length === 2 ? (parts[0] ?? '') : '';
      const value = toValue(decode(id).trim());
      return value === null ? [] : [{ id: value, label: cleanLabel(decode(label)) }];
    });
}

function unique<T extends number | string>(items: LabelledId<T>[]): LabelledId<T>[] {
  const seen = new Set<T>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

function toId(text: string): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

function toSkuId(text: string): string | null {
  const name = cleanLabel(text);
  return name === '' ? null : name;
}

function toPrice(raw: string): PriceRange | null {
  const parts = raw.split(RANGE);
  if (parts.length !== 2) return null;
  let min = toKroner(decode(parts[0] ?? ''));
  let max = toKroner(decode(parts[1] ?? ''));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min === 0) min = null;
  return min === null && max === null ? null : { min, max };
}

function toKroner(text: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  return Math.min(Math.round(Number(text)), MAX_PRICE);
}

function toSort(text: string, sorts: readonly ProductSort[]): ProductSort | null {
  return sorts.find((sort) => sort === text) ?? null;
}

function toPage(text: string): number {
  if (!/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

function addParameter(parameters: ParameterFilter[], name: string, raw: string): void {
  if (!name || parameters.length >= MAX_PARAMETERS) return;
  if (parameters.some((parameter) => parameter.name === name)) return;
  const values = [
    ...new Set(
      raw
        .split(SEPARATOR)
        .slice(0, MAX_VALUES)
        .map((value) => decode(value).trim())
        .filter(Boolean),
    ),
  ];
  if (values.length > 0) parameters.push({ name, values });
}
