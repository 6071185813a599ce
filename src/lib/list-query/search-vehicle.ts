import type { VehicleFilter } from './list-query';

type VehicleReader = () => VehicleFilter | null;

let reader: VehicleReader = () => null;

/**
 * The app registers where the shopper's current vehicle is read (the vehicle selector's state),
 * so a search page's loader can ask the shop to rank the parts that fit it first without the
 * routes importing the store.
 */
export function setSearchVehicleReader(next: VehicleReader): void {
  reader = next;
}

/** The current vehicle a search ranks by, or null (none chosen, or no app registered). */
export const searchVehicle = (): VehicleFilter | null => reader();
