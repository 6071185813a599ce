/** Separates the values of one filter: `brands=Warn~16,Polaris~1`. */
export const SEPARATOR = ',';
/** Separates label and id (`Warn~16`), and the two ends of a price range (`100~2000`). */
export const RANGE = '~';
/** Product parameter filters: `p-Effekt=48 W,60 W`. */
export const PARAMETER_PREFIX = 'p-';

/** A vehicle's parts in a list's query: `manufacturer=Polaris&year=2022&model=Sportsman%20570`. */
export const VEHICLE_KEYS = ['manufacturer', 'year', 'model'] as const;
export type VehicleKey = (typeof VEHICLE_KEYS)[number];

const MAX_LABEL = 80;

/**
 * One piece of a query value: percent-encoded like encodeURIComponent, plus "~", which that
 * leaves as it is but which separates label and id here. "," is encoded by both.
 */
export function encodePiece(text: string): string {
  return encodeURIComponent(text).replace(/~/g, '%7E');
}

/** Labels only make the URL readable: one line, trimmed, of bounded length. */
export function cleanLabel(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL);
}
