// Which machines a part fits, as both sides judge it: the list index narrows and ranks lists by
// it (server) and the cards and the product page tell the shopper (client).

/** One machine range a part fits: make and model as vehicleKey gives them, and model years. */
export interface FitmentRange {
  vehicle: string;
  fromYear: number;
  toYear: number;
}

export interface FitmentVehicle {
  manufacturer: string;
  model: string;
  year: number;
}

/** Make and model as one match key: "Polaris  Sportsman 570 " -> "polaris sportsman 570". */
export const vehicleKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * 'fits' or 'misfit' for a part with fitment data; null for a universal part (no fitment: the
 * shop says nothing about it).
 */
export function fitmentOf(
  ranges: readonly FitmentRange[],
  vehicle: FitmentVehicle,
): 'fits' | 'misfit' | null {
  if (ranges.length === 0) return null;
  const key = vehicleKey(`${vehicle.manufacturer} ${vehicle.model}`);
  const fits = ranges.some(
    (r) => r.vehicle === key && r.fromYear <= vehicle.year && vehicle.year <= r.toYear,
  );
  return fits ? 'fits' : 'misfit';
}
