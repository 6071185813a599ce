import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSelectChain } from './use-select-chain';
import type { VehicleService } from './vehicle-service';

const years = vi.fn((manufacturer: string, _signal?: AbortSignal) =>
  Promise.resolve(manufacturer === 'Polaris' ? [2024, 2023] : [2019]),
);
const models = vi.fn((_manufacturer: string, year: number, _signal?: AbortSignal) =>
  Promise.resolve(year === 2023 ? ['Ranger 1000', 'Sportsman 570'] : ['RZR XP 1000']),
);

function fakeService(overrides: Partial<VehicleService> = {}): VehicleService {
  return {
    manufacturers: vi.fn(() => Promise.resolve(['Can-Am', 'Polaris'])),
    years,
    models,
    ...overrides,
  };
}

describe('useSelectChain', () => {
  it('loads manufacturers, then the years of the chosen one, then the models of the year', async () => {
    const service = fakeService();
    const { result } = renderHook(() => useSelectChain(service));
    await waitFor(() => expect(result.current.state.manufacturers.status).toBe('ready'));
    expect(result.current.state.manufacturers.items).toEqual(['Can-Am', 'Polaris']);

    act(() => result.current.chooseManufacturer('Polaris'));
    await waitFor(() => expect(result.current.state.years.items).toEqual([2024, 2023]));
    expect(years).toHaveBeenLastCalledWith('Polaris', expect.any(AbortSignal));

    act(() => result.current.chooseYear(2023));
    await waitFor(() =>
      expect(result.current.state.models.items).toEqual(['Ranger 1000', 'Sportsman 570']),
    );
    expect(models).toHaveBeenLastCalledWith('Polaris', 2023, expect.any(AbortSignal));

    act(() => result.current.chooseModel('Sportsman 570'));
    act(() => result.current.chooseManufacturer('Can-Am'));
    expect(result.current.state).toMatchObject({ year: null, model: null });
    await waitFor(() => expect(result.current.state.years.items).toEqual([2019]));
    expect(result.current.state.models.status).toBe('idle');
  });

  it('reports a failure and asks again on retry', async () => {
    const manufacturers = vi
      .fn<VehicleService['manufacturers']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(['Polaris']);
    const service = fakeService({ manufacturers });
    const { result } = renderHook(() => useSelectChain(service));
    await waitFor(() => expect(result.current.state.manufacturers.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.manufacturers.items).toEqual(['Polaris']));
  });
});
