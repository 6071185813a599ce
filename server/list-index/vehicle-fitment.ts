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

const key = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

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
