import { useTranslation } from 'react-i18next';
import { fitmentOf, type FitmentRange } from '@shared/fitment/fitment';
import { useAppSelector } from '@/app/hooks';
import { selectCurrentVehicle } from './vehicles-slice';
import './fitment-note.css';

/**
 * "Passer til din {model}" or "Passer ikke til din {model} ({year})" for the current vehicle (issue 16,
 * point 2); nothing without a vehicle or for a universal part. Judged on the device from the
 * part's fitment, so cached products say it offline too.
 */
export function FitmentNote({ fitment }: { fitment: readonly FitmentRange[] }) {
  const { t } = useTranslation('common');
  const vehicle = useAppSelector(selectCurrentVehicle);
  const verdict = vehicle ? fitmentOf(fitment, vehicle) : null;
  if (!vehicle || !verdict) return null;
  return (
    <p className="fitment-note" data-fits={verdict === 'fits'}>
      {/* A misfit names the year too: a part made for the same model in other years ("… for
          Honda Pioneer 1000") would otherwise read as a contradiction. */}
      {t(verdict === 'fits' ? 'fitment.fits' : 'fitment.misfit', {
        model: vehicle.model,
        year: vehicle.year,
      })}
    </p>
  );
}
