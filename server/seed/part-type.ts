import type { DrawingKey } from '../images/drawing-keys.js';
import { VEHICLES, type VehicleModel } from '../vehicles/vehicle-models.js';
import type { Rng } from './prng.js';

/** A text in both written standards. */
export interface Text2 {
  nb: string;
  nn: string;
}

/** One specification row: name and value in each language. */
export interface Param {
  nb: readonly [string, string];
  nn: readonly [string, string];
}

/** What a part type produces for one product. */
export interface PartVariant {
  name: Text2;
  /** First description paragraph; its first sentence is the short description. */
  intro: Text2;
  params: Param[];
  /** Sku names (sizes); absent = one 'Standard' sku. */
  sizes?: readonly string[];
  /** Price in kroner before rounding to a shop price. */
  priceKr: number;
  grams: number;
  heavy?: boolean;
}

export interface PartType {
  key: string;
  /** Leaf category key from data/categories.ts. */
  category: string;
  drawing: DrawingKey;
  /** Brand names from data/brands.ts. */
  brands: readonly string[];
  /** Relative share of the catalogue. */
  share: number;
  build(rng: Rng, brand: string): PartVariant;
}

export const same = (text: string): Text2 => ({ nb: text, nn: text });

export const param = (
  nameNb: string,
  nameNn: string,
  valueNb: string,
  valueNn: string = valueNb,
): Param => ({
  nb: [nameNb, valueNb],
  nn: [nameNn, valueNn],
});

/** Log-uniform between min and max: cheap items are more common than dear ones. */
export function between(rng: Rng, min: number, max: number): number {
  return Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
}

export interface Fitment {
  /** 'Polaris Sportsman 570' */
  vehicle: string;
  model: VehicleModel;
  param: Param;
}

/** A vehicle the part fits, with a year span; `make` limits it to original (OEM) parts. */
export function fitment(rng: Rng, make?: string): Fitment {
  const candidates = make ? VEHICLES.filter((v) => v.make === make) : VEHICLES;
  const model = rng.pick(candidates.length > 0 ? candidates : VEHICLES);
  const from = rng.int(model.from, Math.max(model.from, model.to - 2));
  const to = Math.min(model.to, from + rng.int(2, 6));
  const vehicle = `${model.make} ${model.model}`;
  const span = `${vehicle} ${from}-${to}`;
  return { vehicle, model, param: param('Passer til', 'Passar til', span) };
}

export interface Position {
  nb: string;
  nn: string;
  param: Param;
}

export function position(rng: Rng): Position {
  return rng.chance(0.55)
    ? { nb: 'foran', nn: 'framme', param: param('Plassering', 'Plassering', 'Foran', 'Framme') }
    : { nb: 'bak', nn: 'bak', param: param('Plassering', 'Plassering', 'Bak') };
}

export function side(rng: Rng): Position {
  return rng.chance(0.5)
    ? { nb: 'venstre', nn: 'venstre', param: param('Side', 'Side', 'Venstre') }
    : { nb: 'høyre', nn: 'høgre', param: param('Side', 'Side', 'Høyre', 'Høgre') };
}

/** Vehicle makes sell original parts; the part is then made for one of their own models. */
export const VEHICLE_MAKES = [
  'Polaris',
  'Can-Am',
  'Yamaha',
  'Honda',
  'Suzuki',
  'Kawasaki',
  'CFMoto',
  'Arctic Cat',
  'TGB',
  'Kymco',
  'Linhai',
  'Segway',
  'Goes',
  'Access',
  'Massimo',
] as const;

export function isVehicleMake(brand: string): boolean {
  return (VEHICLE_MAKES as readonly string[]).includes(brand);
}

/** Fitment for a brand: its own models for a vehicle make, any model otherwise. */
export function fitFor(rng: Rng, brand: string): Fitment {
  return fitment(rng, isVehicleMake(brand) ? brand : undefined);
}

export function decimal(value: number, digits = 1): string {
  return value.toFixed(digits).replace('.', ',');
}

/** "Sportsman 570" when the brand made the vehicle, else "Polaris Sportsman 570". */
export function vehicleName(fit: Fitment, brand: string): string {
  return fit.model.make === brand ? fit.model.model : fit.vehicle;
}
