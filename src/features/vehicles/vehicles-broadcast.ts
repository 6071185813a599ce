import type { Middleware } from '@reduxjs/toolkit';
import type { Vehicle } from './vehicle';
import { vehicleAdded, vehicleRemoved, vehiclesReplaced, vehiclesSlice } from './vehicles-slice';

/**
 * Vehicle changes go between tabs on this BroadcastChannel (the spec: 'named for vehicles'). Kept
 * here, not in config/vehicles.ts: that module holds the selector's service settings, which the
 * start page does not load.
 */
export const VEHICLES_CHANNEL = 'vehicles';

interface VehiclesMessage {
  type: 'vehicles:reload';
  vehicles: readonly Vehicle[];
}

type WithVehicles = Record<typeof vehiclesSlice.reducerPath, { vehicles: Vehicle[] }>;

/**
 * Saved vehicles reach every tab (the spec): this tab's additions and removals
 * go out on the "vehicles" channel, and another tab's list replaces ours. Made with the store,
 * so a tab that never opened the selector follows too (and never writes a stale list back).
 */
export function vehiclesBroadcast(
  open: (name: string) => BroadcastChannel | null = defaultChannel,
): Middleware<object, WithVehicles> {
  return (api) => {
    const channel = open(VEHICLES_CHANNEL);
    channel?.addEventListener('message', (event: MessageEvent<Partial<VehiclesMessage>>) => {
      const { type, vehicles } = event.data;
      if (type === 'vehicles:reload' && Array.isArray(vehicles)) {
        api.dispatch(vehiclesReplaced(vehicles));
      }
    });
    return (next) => (action) => {
      const result = next(action);
      if (channel && (vehicleAdded.match(action) || vehicleRemoved.match(action))) {
        const message: VehiclesMessage = {
          type: 'vehicles:reload',
          vehicles: api.getState()[vehiclesSlice.reducerPath].vehicles,
        };
        channel.postMessage(message);
      }
      return result;
    };
  };
}

function defaultChannel(name: string): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  // Node (unit tests) would otherwise keep running for an open channel; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}
