import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { Icon } from '@/components/ui/icon';
import { sameVehicle, type VehicleFilter } from '@/lib/list-query/list-query';
import { toVehicleFilter } from './vehicle-filter';
import { selectCurrentVehicle } from './vehicles-slice';
import './fits-my-vehicle.css';

interface FitsMyVehicleProps {
  /**
   * The list keeps its universal parts under the filter (a category, brand, campaign or search:
   * the server leaves out only parts made for other machines); the vehicle's own lists (every
   * product, atv-huset) show only the parts made for it.
   */
  keepsUniversal: boolean;
  /** The list's vehicle filter. */
  value: VehicleFilter | null;
  onChange: (next: VehicleFilter | null) => void;
}

/** "Passer til min {vehicle}" on every list while a vehicle is saved (issue 16, point 2). */
export function FitsMyVehicle({ keepsUniversal, value, onChange }: FitsMyVehicleProps) {
  const { t } = useTranslation('listing');
  const current = useAppSelector(selectCurrentVehicle);
  const id = useId();
  if (!current) return null;
  const mine = toVehicleFilter(current);
  const isOn = sameVehicle(value, mine);
  const name = `${current.model} ${current.year}`;
  return (
    <div className="fits-my-vehicle" data-on={isOn || undefined}>
      <Icon name="atv" />
      <label htmlFor={id} className="fits-my-vehicle__label">
        <span className="fits-my-vehicle__name">
          {t('filters.fitsMyVehicle', { vehicle: name })}
        </span>
        <span className="fits-my-vehicle__hint">
          {t(keepsUniversal ? 'filters.fitsMyVehicleUniversalHint' : 'filters.fitsMyVehicleHint')}
        </span>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="fits-my-vehicle__switch"
        checked={isOn}
        onChange={(event) => onChange(event.target.checked ? mine : null)}
      />
    </div>
  );
}
