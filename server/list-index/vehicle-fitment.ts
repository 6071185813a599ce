import { vehicleKey as key, type FitmentRange } from '../../shared/fitment/fitment.js';
import type { Posting } from './links.js';

/** The Bokmål parameter that lists the vehicles a part fits: "Polaris Sportsman 570 2021-2024". */
export const FITMENT_PARAMETER = 'Passer til';
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

/** Whether the ascending positions hold p (binary search). */
function holds(positions: Int32Array, p: number): boolean {
  let lo = 0;
  let hi = positions.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = positions[mid] ?? 0;
    if (at === p) return true;
    if (at < p) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** What the part at the position fits; empty for a universal part (or no position, -1). */
export function fitmentAt(fitments: readonly Fitment[], position: number): FitmentRange[] {
  if (position < 0) return [];
  return fitments
    .filter((f) => holds(f.positions, position))
    .map((f) => ({ vehicle: f.vehicle, fromYear: f.from, toYear: f.to }));
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
