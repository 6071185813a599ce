import type { VehicleFilter } from '@/lib/list-query/list-query';
import type { Vehicle } from './vehicle';

/** The list filter for a saved vehicle: parts that fit its make, model and year. */
export const toVehicleFilter = ({ manufacturer, year, model }: Vehicle): VehicleFilter => ({
  manufacturer,
  year,
  model,
});
