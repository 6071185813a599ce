/** A saved vehicle: the id is derived from manufacturer, year and model. */
export interface Vehicle {
  id: string;
  manufacturer: string;
  year: number;
  model: string;
}

const norm = (text: string) => text.replace(/\s+/g, ' ').trim();

/** One id per machine however its names were spelled: "polaris|2022|sportsman 570". */
export function vehicleId(manufacturer: string, year: number, model: string): string {
  return [norm(manufacturer), String(year), norm(model)].join('|').toLowerCase();
}

export function makeVehicle(manufacturer: string, year: number, model: string): Vehicle {
  return {
    id: vehicleId(manufacturer, year, model),
    manufacturer: norm(manufacturer),
    year,
    model: norm(model),
  };
}

/** Only well-formed vehicles: what another tab or an old stored state sends is checked. */
export function isVehicle(value: unknown): value is Vehicle {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['manufacturer'] === 'string' &&
    typeof v['model'] === 'string' &&
    typeof v['year'] === 'number' &&
    Number.isInteger(v['year']) &&
    v['id'] === vehicleId(v['manufacturer'], v['year'], v['model'])
  );
}

/** "Polaris Sportsman 570 2022": how the shop names a saved vehicle. */
export function vehicleLabel({ manufacturer, model, year }: Vehicle): string {
  return `${manufacturer} ${model} ${year}`;
}
