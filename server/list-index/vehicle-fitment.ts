import { vehicleKey as key, type FitmentRange } from '../../shared/fitment/fitment.js';
import type { Posting } from './links.js';

/** The Bokmål parameter that lists the vehicles a part fits: "Polaris Sportsman 570 2021-2024". */
export const FITMENT_PARAMETER = 'Passer til';
/** The fitment parameter's name in each language (the seed writes both). */
export const FITMENT_PARAMETER_NAMES: ReadonlySet<string> = new Set([
  FITMENT_PARAMETER,
  'Passar til',
]);
const FITMENT_VALUE = /^(.+?)\s+(\d{4})\s*-\s*(\d{4})$/;

export interface Fitment {
  /** lower case make and model: "polaris sportsman 570" */
  vehicle: string;
  from: number;
  to: number;
  positions: Int32Array;
}

export interface VehicleChoice {
  manufacturer: string;
  model: string | null;
  year: number | null;
}

/** Fitments from the values of the fitment parameter; values in another shape are skipped. */
export function parseFitments(values: readonly Posting<string>[]): Fitment[] {
  return values.flatMap(({ key: value, positions }) => {
    const match = FITMENT_VALUE.exec(value.trim());
    if (!match?.[1] || !match[2] || !match[3]) return [];
    return [{ vehicle: key(match[1]), from: Number(match[2]), to: Number(match[3]), positions }];
  });
}

/** Postings of the parts that fit the vehicle (make, and model and year when chosen). */
export function fittingPositions(
  fitments: readonly Fitment[],
  choice: VehicleChoice,
): Int32Array[] {
  const make = key(choice.manufacturer);
  const model = choice.model ? `${make} ${key(choice.model)}` : null;
  return fitments
    .filter((f) => (model ? f.vehicle === model : f.vehicle.startsWith(`${make} `)))
    .filter((f) => choice.year === null || (f.from <= choice.year && choice.year <= f.to))
    .map((f) => f.positions);
}

/**
 * What the part at a position fits, in the fitments' order; empty for a universal part (or no
 * position, -1). Built once per list index: a table of the fitments each position is in
 * (offsets into one flat list), so a page of 24 cards looks each card up instead of searching
 * every one of hundreds of vehicle spans for it.
 */
export function fitmentLookup(
  size: number,
  fitments: readonly Fitment[],
): (position: number) => FitmentRange[] {
  const offsets = new Int32Array(size + 1);
  for (const f of fitments)
    for (const p of f.positions) if (p >= 0 && p < size) offsets[p + 1] = (offsets[p + 1] ?? 0) + 1;
  for (let p = 0; p < size; p++) offsets[p + 1] = (offsets[p + 1] ?? 0) + (offsets[p] ?? 0);
  const fitmentIds = new Int32Array(offsets[size] ?? 0);
  const next = offsets.slice(0, size);
  fitments.forEach((f, i) => {
    for (const p of f.positions)
      if (p >= 0 && p < size) fitmentIds[(next[p] = (next[p] ?? 0) + 1) - 1] = i;
  });
  return (position) => {
    if (position < 0 || position >= size) return [];
    const out: FitmentRange[] = [];
    for (let i = offsets[position] ?? 0; i < (offsets[position + 1] ?? 0); i++) {
      const f = fitments[fitmentIds[i] ?? 0];
      if (f) out.push({ vehicle: f.vehicle, fromYear: f.from, toYear: f.to });
    }
    return out;
  };
}

/** The positions in the same order, those that fit the vehicle first (a stable partition). */
export function fittingFirst(
  size: number,
  fitments: readonly Fitment[],
  choice: VehicleChoice,
  ordered: Int32Array,
): Int32Array {
  const fits = new Uint8Array(size);
  for (const positions of fittingPositions(fitments, choice))
    for (const p of positions) fits[p] = 1;
  const out = new Int32Array(ordered.length);
  let n = 0;
  for (const p of ordered) if (fits[p] === 1) out[n++] = p;
  if (n === 0) return ordered;
  for (const p of ordered) if (fits[p] !== 1) out[n++] = p;
  return out;
}
