import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleFilter } from '@/lib/list-query/list-query';
import { useFollowCurrentVehicle } from './use-follow-current-vehicle';
import { makeVehicle } from './vehicle';
import { vehicleAdded, vehicleRemoved, vehiclesSlice } from './vehicles-slice';

const sportsman = makeVehicle('Polaris', 2022, 'Sportsman 570');
const outlander = makeVehicle('Can-Am', 2019, 'Outlander 650');
const filterOf = ({ manufacturer, year, model }: typeof sportsman): VehicleFilter => ({
  manufacturer,
  year,
  model,
});

function setup(enabled: boolean, shown: VehicleFilter | null) {
  const store = configureStore({
    reducer: { [vehiclesSlice.reducerPath]: vehiclesSlice.reducer },
  });
  const onChange = vi.fn<(next: VehicleFilter | null) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(
    ({ filter }: { filter: VehicleFilter | null }) =>
      useFollowCurrentVehicle(enabled, filter, onChange),
    { wrapper, initialProps: { filter: shown } },
  );
  return { store, onChange, hook };
}

describe('the vehicle list follows the current vehicle', () => {
  it('narrows to the current vehicle, and again when it changes', () => {
    const { store, onChange, hook } = setup(true, null);
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(vehicleAdded(sportsman));
    });
    expect(onChange).toHaveBeenLastCalledWith(filterOf(sportsman));
    hook.rerender({ filter: filterOf(sportsman) });
    act(() => {
      store.dispatch(vehicleAdded(outlander));
    });
    expect(onChange).toHaveBeenLastCalledWith(filterOf(outlander));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('leaves a list alone that already shows it, or that the shopper took it off', () => {
    const { store, onChange, hook } = setup(true, null);
    act(() => {
      store.dispatch(vehicleAdded(sportsman));
    });
    hook.rerender({ filter: null });
    hook.rerender({ filter: filterOf(sportsman) });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows every vehicle part again when the vehicle it showed was the last one removed', () => {
    const { store, onChange, hook } = setup(true, null);
    act(() => {
      store.dispatch(vehicleAdded(sportsman));
    });
    hook.rerender({ filter: filterOf(sportsman) });
    act(() => {
      store.dispatch(vehicleRemoved(sportsman.id));
    });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('does nothing on other lists', () => {
    const { store, onChange } = setup(false, null);
    act(() => {
      store.dispatch(vehicleAdded(sportsman));
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
