import { norwegianCompare } from '@/lib/norwegian-compare';
import { VEHICLE_API_BASE, VEHICLE_API_PASSWORD, VEHICLE_API_USER } from '@/config/vehicles';

/** The vehicle data service did not answer as it should; the selector offers to try again. */
export class VehicleServiceError extends Error {
  constructor(readonly status: number) {
    super(`Vehicle data service answered ${status}`);
    this.name = 'VehicleServiceError';
  }
}

const compareNames = norwegianCompare({ sensitivity: 'base', numeric: true });

// The spec: manufacturers ascending, years descending, models by name case-insensitive;
// sorted client-side, whatever order the service answers in.
export const sortManufacturers = (names: readonly string[]): string[] =>
  [...names].sort(compareNames);
export const sortYears = (years: readonly number[]): number[] => [...years].sort((a, b) => b - a);
export const sortModels = (models: readonly { name: string }[]): string[] =>
  models.map((model) => model.name).sort(compareNames);

async function get(action: string, query: Record<string, string>, signal?: AbortSignal) {
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${VEHICLE_API_BASE}/${action}${search ? `?${search}` : ''}`, {
    headers: { Authorization: `Basic ${btoa(`${VEHICLE_API_USER}:${VEHICLE_API_PASSWORD}`)}` },
    signal,
  });
  if (!response.ok) throw new VehicleServiceError(response.status);
  return (await response.json()) as unknown;
}

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The vehicle data service (the spec: GET with basic authorization). */
export const vehicleService = {
  async manufacturers(signal?: AbortSignal): Promise<string[]> {
    return sortManufacturers(strings(await get('GetManufacturers', {}, signal)));
  },
  async years(manufacturer: string, signal?: AbortSignal): Promise<number[]> {
    const answer = await get('GetYears', { manufacturer }, signal);
    const years = Array.isArray(answer) ? answer.filter((y) => Number.isInteger(y)) : [];
    return sortYears(years as number[]);
  },
  async models(manufacturer: string, year: number, signal?: AbortSignal): Promise<string[]> {
    const answer = await get('GetModels', { manufacturer, year: String(year) }, signal);
    const models = Array.isArray(answer)
      ? answer.filter(
          (m): m is { name: string } =>
            typeof m === 'object' &&
            m !== null &&
            typeof (m as { name?: unknown }).name === 'string',
        )
      : [];
    return sortModels(models);
  },
};

export type VehicleService = typeof vehicleService;
