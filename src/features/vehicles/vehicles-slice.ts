import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isVehicle, type Vehicle } from './vehicle';

/** Saved vehicles (the spec's store area and persisted key "atv"). */
export interface VehiclesState {
  vehicles: Vehicle[];
  currentId: string | null;
}

const initialState: VehiclesState = { vehicles: [], currentId: null };

const lastId = (vehicles: readonly Vehicle[]) => vehicles.at(-1)?.id ?? null;

/** The current vehicle when it is still saved, else the last remaining one, else none. */
function keepCurrent(state: VehiclesState): void {
  if (!state.vehicles.some((v) => v.id === state.currentId))
    state.currentId = lastId(state.vehicles);
}

// The spec: add saves once (by id) and makes it current; removing the current one makes
// the last remaining current, or none; another tab's list replaces ours.
export const vehiclesSlice = createSlice({
  name: 'atv',
  initialState,
  reducers: {
    /** Saves the vehicle (unless one with the same id is saved) and makes it current. */
    vehicleAdded(state, action: PayloadAction<Vehicle>) {
      const vehicle = action.payload;
      if (!state.vehicles.some((v) => v.id === vehicle.id)) state.vehicles.push(vehicle);
      state.currentId = vehicle.id;
    },
    /** Deletes it; when it was current, the last remaining one becomes current, or none. */
    vehicleRemoved(state, action: PayloadAction<string>) {
      state.vehicles = state.vehicles.filter((v) => v.id !== action.payload);
      keepCurrent(state);
    },
    /** The shopper picks another saved vehicle; an unknown id changes nothing. */
    vehicleChosen(state, action: PayloadAction<string>) {
      if (state.vehicles.some((v) => v.id === action.payload)) state.currentId = action.payload;
    },
    /** Another tab's list (broadcast): replaces ours; a current it lacks gives way to its last. */
    vehiclesReplaced(state, action: PayloadAction<readonly unknown[]>) {
      const seen = new Set<string>();
      state.vehicles = action.payload.filter(
        (v): v is Vehicle => isVehicle(v) && !seen.has(v.id) && Boolean(seen.add(v.id)),
      );
      keepCurrent(state);
    },
  },
  selectors: {
    selectVehicles: (state) => state.vehicles,
    selectCurrentVehicle: (state) => state.vehicles.find((v) => v.id === state.currentId) ?? null,
  },
});

export const { vehicleAdded, vehicleRemoved, vehicleChosen, vehiclesReplaced } =
  vehiclesSlice.actions;
export const { selectVehicles, selectCurrentVehicle } = vehiclesSlice.selectors;
