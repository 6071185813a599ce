// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeVehicle, vehicleId } from './vehicle';
import {
  selectCurrentVehicle,
  selectVehicles,
  vehicleAdded,
  vehicleChosen,
  vehicleRemoved,
  vehiclesReplaced,
  vehiclesSlice,
  type VehiclesState,
} from './vehicles-slice';

const { reducer } = vehiclesSlice;
const sportsman = makeVehicle('Polaris', 2022, 'Sportsman 570');
const outlander = makeVehicle('Can-Am', 2019, 'Outlander 650');
const grizzly = makeVehicle('Yamaha', 2020, 'Grizzly 700');

const run = (...actions: Parameters<typeof reducer>[1][]): VehiclesState =>
  actions.reduce(reducer, reducer(undefined, { type: 'init' }));
const view = (state: VehiclesState) => {
  const root = { atv: state };
  return {
    ids: selectVehicles(root).map((v) => v.id),
    current: selectCurrentVehicle(root)?.id ?? null,
  };
};

describe('vehicle id', () => {
  it('is derived from manufacturer, year and model, whatever their spelling', () => {
    expect(sportsman.id).toBe('polaris|2022|sportsman 570');
    expect(vehicleId(' polaris ', 2022, 'Sportsman  570')).toBe(sportsman.id);
    expect(vehicleId('Polaris', 2021, 'Sportsman 570')).not.toBe(sportsman.id);
  });
});

describe('vehicles slice', () => {
  it('starts with no vehicle and none current', () => {
    expect(view(run())).toEqual({ ids: [], current: null });
  });

  it('add saves the vehicle and makes it current', () => {
    expect(view(run(vehicleAdded(sportsman), vehicleAdded(outlander)))).toEqual({
      ids: [sportsman.id, outlander.id],
      current: outlander.id,
    });
  });

  it('add is ignored when the same id exists, and that vehicle becomes current', () => {
    const again = makeVehicle('POLARIS', 2022, 'sportsman 570');
    const state = run(vehicleAdded(sportsman), vehicleAdded(outlander), vehicleAdded(again));
    expect(view(state)).toEqual({ ids: [sportsman.id, outlander.id], current: sportsman.id });
    // The saved one is kept as it was written first.
    expect(state.vehicles[0]).toEqual(sportsman);
  });

  it('remove of the current one makes the last remaining current', () => {
    const state = run(
      vehicleAdded(sportsman),
      vehicleAdded(outlander),
      vehicleAdded(grizzly),
      vehicleChosen(sportsman.id),
      vehicleRemoved(sportsman.id),
    );
    expect(view(state)).toEqual({ ids: [outlander.id, grizzly.id], current: grizzly.id });
  });

  it('remove of another one keeps the current one', () => {
    const state = run(
      vehicleAdded(sportsman),
      vehicleAdded(outlander),
      vehicleRemoved(sportsman.id),
    );
    expect(view(state)).toEqual({ ids: [outlander.id], current: outlander.id });
    const first = run(
      vehicleAdded(sportsman),
      vehicleAdded(outlander),
      vehicleChosen(sportsman.id),
      vehicleRemoved(outlander.id),
    );
    expect(view(first)).toEqual({ ids: [sportsman.id], current: sportsman.id });
  });

  it('remove of the last one leaves none current', () => {
    expect(view(run(vehicleAdded(sportsman), vehicleRemoved(sportsman.id)))).toEqual({
      ids: [],
      current: null,
    });
  });

  it('choosing an unknown id changes nothing', () => {
    const state = run(vehicleAdded(sportsman), vehicleChosen('honda|2020|pioneer 1000'));
    expect(view(state).current).toBe(sportsman.id);
  });

  it("another tab's list replaces ours; a current it lacks gives way to its last", () => {
    const ours = run(vehicleAdded(sportsman), vehicleAdded(outlander));
    const kept = reducer(ours, vehiclesReplaced([outlander, grizzly]));
    expect(view(kept)).toEqual({ ids: [outlander.id, grizzly.id], current: outlander.id });
    const gone = reducer(ours, vehiclesReplaced([sportsman, grizzly]));
    expect(view(gone)).toEqual({ ids: [sportsman.id, grizzly.id], current: grizzly.id });
    expect(view(reducer(ours, vehiclesReplaced([])))).toEqual({ ids: [], current: null });
  });

  it('a replacing list keeps only well-formed vehicles, once each', () => {
    const forged = { ...grizzly, id: 'something else' };
    const state = reducer(
      run(),
      vehiclesReplaced([sportsman, sportsman, forged, { manufacturer: 'X' }, null, 'y']),
    );
    expect(view(state)).toEqual({ ids: [sportsman.id], current: sportsman.id });
  });
});
