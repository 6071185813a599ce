import { Suspense } from 'react';
import type { FitmentRange } from '@shared/fitment/fitment';
import { useAppSelector } from '@/app/hooks';
import { selectCurrentVehicle } from './vehicles-slice';
import { lazyRetry } from '@/lib/lazy-retry';

// The note and its rule load once a vehicle is saved and a part has fitment: a first visit has
// no vehicle, so the start page never loads them (issue 16: what fitment adds loads lazily).
const FitmentNote = lazyRetry(() =>
  import('./fitment-note').then((module) => ({ default: module.FitmentNote })),
);

/** Where a card or the product page says whether the part fits the current vehicle. */
export function FitmentSlot({ fitment }: { fitment: readonly FitmentRange[] }) {
  const hasVehicle = useAppSelector(selectCurrentVehicle) !== null;
  // A universal part (no fitment) gets no note: nothing to load for it.
  if (!hasVehicle || fitment.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FitmentNote fitment={fitment} />
    </Suspense>
  );
}
