import { useEffect, useEffectEvent, useRef } from 'react';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { useAppSelector } from '@/app/hooks';
import { sameVehicle, type VehicleFilter } from '@/lib/list-query/list-query';
import type { Vehicle } from './vehicle';
import { toVehicleFilter } from './vehicle-filter';
import { selectCurrentVehicle } from './vehicles-slice';

/**
 * /l/atv-huset shows the parts of the current vehicle: once the saved vehicles are read back,
 * and whenever the current one changes (in this tab or another), the list's vehicle filter
 * follows it. The shopper may still take the filter off; it comes back with the next change.
 */
export function useFollowCurrentVehicle(
  enabled: boolean,
  shown: VehicleFilter | null,
  onChange: (next: VehicleFilter | null) => void,
): void {
  const current = useAppSelector(selectCurrentVehicle);
  const rehydrated = useAppSelector(
    (state) => (state as Partial<PersistPartial>)._persist?.rehydrated ?? true,
  );
  const previous = useRef<Vehicle | null>(null);
  const currentId = current?.id ?? null;
  // Reads the list's filter as it is, but runs only when the current vehicle changes.
  const follow = useEffectEvent(() => {
    const before = previous.current;
    previous.current = current;
    if (current) {
      const mine = toVehicleFilter(current);
      if (!sameVehicle(shown, mine)) onChange(mine);
    } else if (before && sameVehicle(shown, toVehicleFilter(before))) {
      // The vehicle the list showed was removed and none is left.
      onChange(null);
    }
  });

  useEffect(() => {
    if (enabled && rehydrated) follow();
  }, [enabled, rehydrated, currentId]);
}
