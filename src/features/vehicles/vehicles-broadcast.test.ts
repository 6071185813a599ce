import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeVehicle } from './vehicle';
import { vehiclesBroadcast } from './vehicles-broadcast';
import {
  selectCurrentVehicle,
  selectVehicles,
  vehicleAdded,
  vehicleChosen,
  vehicleRemoved,
  vehiclesSlice,
} from './vehicles-slice';

const sportsman = makeVehicle('Polaris', 2022, 'Sportsman 570');
const outlander = makeVehicle('Can-Am', 2019, 'Outlander 650');

/** A tab: its own store on its own end of the channel. */
function tab(channelName: string) {
  const opened: string[] = [];
  const store = configureStore({
    reducer: { [vehiclesSlice.reducerPath]: vehiclesSlice.reducer },
    middleware: (getDefault) =>
      getDefault().concat(
        vehiclesBroadcast((name) => {
          opened.push(name);
          return new BroadcastChannel(channelName);
        }),
      ),
  });
  const ids = () => selectVehicles(store.getState()).map((v) => v.id);
  const current = () => selectCurrentVehicle(store.getState())?.id ?? null;
  return { store, opened, ids, current };
}

const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('vehicles between tabs', () => {
  it('sends additions and removals on the channel named for vehicles', async () => {
    const name = `vehicles-test-${Math.random()}`;
    const one = tab(name);
    const two = tab(name);
    expect(one.opened).toEqual(['vehicles']);

    one.store.dispatch(vehicleAdded(sportsman));
    one.store.dispatch(vehicleAdded(outlander));
    await delivered();
    expect(two.ids()).toEqual([sportsman.id, outlander.id]);
    // The list travels; a tab without a current vehicle takes the last of the first list it
    // hears (sportsman), then keeps it while it is saved (spec: "if current is missing").
    expect(two.current()).toBe(sportsman.id);

    two.store.dispatch(vehicleRemoved(outlander.id));
    await delivered();
    expect(one.ids()).toEqual([sportsman.id]);
    expect(one.current()).toBe(sportsman.id);

    one.store.dispatch(vehicleRemoved(sportsman.id));
    await delivered();
    expect(two.ids()).toEqual([]);
    expect(two.current()).toBeNull();
  });

  it('a choice of current vehicle stays in its tab', async () => {
    const name = `vehicles-test-${Math.random()}`;
    const one = tab(name);
    const two = tab(name);
    one.store.dispatch(vehicleAdded(sportsman));
    one.store.dispatch(vehicleAdded(outlander));
    await delivered();
    one.store.dispatch(vehicleChosen(sportsman.id));
    two.store.dispatch(vehicleChosen(outlander.id));
    await delivered();
    expect(one.current()).toBe(sportsman.id);
    expect(two.current()).toBe(outlander.id);
  });
});
