import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehicleService, VehicleServiceError } from './vehicle-service';

function answer(body: unknown, status = 200) {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('vehicle data service', () => {
  it('asks with basic authorization and sorts manufacturers ascending', async () => {
    const fetch = answer(['yamaha', 'Can-Am', 'Arctic Cat', 'Polaris']);
    vi.stubGlobal('fetch', fetch);
    expect(await vehicleService.manufacturers()).toEqual([
      'Arctic Cat',
      'Can-Am',
      'Polaris',
      'yamaha',
    ]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/vehicles/GetManufacturers');
    expect(new Headers(init?.headers).get('authorization')).toBe(
      `Basic ${btoa('storefront:atvhuset')}`,
    );
  });

  it('sorts years descending', async () => {
    const fetch = answer([2019, 2024, 2021]);
    vi.stubGlobal('fetch', fetch);
    expect(await vehicleService.years('Can-Am')).toEqual([2024, 2021, 2019]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/vehicles/GetYears?manufacturer=Can-Am');
  });

  it('sorts models by name, case-insensitively', async () => {
    const fetch = answer([{ name: 'sportsman 850' }, { name: 'RZR XP 1000' }, { name: 'Ranger' }]);
    vi.stubGlobal('fetch', fetch);
    expect(await vehicleService.models('Polaris', 2022)).toEqual([
      'Ranger',
      'RZR XP 1000',
      'sportsman 850',
    ]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/vehicles/GetModels?manufacturer=Polaris&year=2022');
  });

  it('fails on an error status and skips malformed entries', async () => {
    vi.stubGlobal('fetch', answer({ error: 'Basic authorization required' }, 401));
    await expect(vehicleService.manufacturers()).rejects.toBeInstanceOf(VehicleServiceError);
    vi.stubGlobal('fetch', answer([2020, '2021', 2019.5, null]));
    expect(await vehicleService.years('Polaris')).toEqual([2020]);
    vi.stubGlobal('fetch', answer([{ name: 'Ranger' }, { title: 'x' }, 'RZR']));
    expect(await vehicleService.models('Polaris', 2020)).toEqual(['Ranger']);
  });
});
