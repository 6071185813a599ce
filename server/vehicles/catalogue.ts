// The selector offers exactly the models the demo catalogue lists parts for ("Passer til …"),
// so one curated list (vehicle-models.ts, which the seed imports too) serves both.
import { VEHICLES, type VehicleModel } from './vehicle-models.js';

const collator = new Intl.Collator('nb', { sensitivity: 'base' });

function modelsOf(manufacturer: string): VehicleModel[] {
  return VEHICLES.filter((v) => collator.compare(v.make, manufacturer) === 0);
}

export function manufacturers(): string[] {
  return [...new Set(VEHICLES.map((v) => v.make))].sort(collator.compare);
}

/** Model years of a manufacturer, newest first. */
export function years(manufacturer: string): number[] {
  const all = new Set<number>();
  for (const model of modelsOf(manufacturer)) {
    for (let year = model.from; year <= model.to; year++) all.add(year);
  }
  return [...all].sort((a, b) => b - a);
}

export function models(manufacturer: string, year: number): { name: string }[] {
  return modelsOf(manufacturer)
    .filter((v) => v.from <= year && year <= v.to)
    .map((v) => ({ name: v.model }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
