import { ALL_PRODUCTS_PATH } from '@/config/constants';
import { encodeListQuery } from '@/lib/list-query/encode-list-query';
import { EMPTY_LIST_QUERY } from '@/lib/list-query/list-query';
import type { Vehicle } from './vehicle';

/**
 * The selector's list: all products, with manufacturer and year in the query,
 * and the model, so that the list shows only the parts that fit this vehicle.
 */
export function vehicleListPath({ manufacturer, year, model }: Vehicle): string {
  return `${ALL_PRODUCTS_PATH}${encodeListQuery({ ...EMPTY_LIST_QUERY, vehicle: { manufacturer, year, model } })}`;
}
