import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Icon } from '@/components/ui/icon';
import { panelToggled, selectIsPanelOpen } from '@/features/panels/panels-slice';
import { vehicleLabel } from './vehicle';
import { selectCurrentVehicle } from './vehicles-slice';
import './vehicle-button.css';

interface VehicleButtonProps {
  /** 'action': an icon among the header's actions (tablet and up); 'bar': a strip below (phone). */
  variant: 'action' | 'bar';
  className?: string;
}

/** Names the current vehicle and opens the selector: in the header's actions, or on phones a
 * strip of its own below them (six icons do not fit beside the logo at 390 px). */
export function VehicleButton({ variant, className }: VehicleButtonProps) {
  const { t } = useTranslation('header');
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentVehicle);
  const isOpen = useAppSelector((state) => selectIsPanelOpen(state, 'vehicles'));
  const name = current ? vehicleLabel(current) : null;
  return (
    <button
      type="button"
      className={`${className ?? ''} vehicle-button vehicle-button--${variant}`.trim()}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={
        current ? t('vehicleCurrent', { vehicle: vehicleLabel(current) }) : t('vehicleChoose')
      }
      onClick={() => dispatch(panelToggled('vehicles'))}
    >
      <Icon name="atv" />
      {variant === 'action' ? (
        <span className="header-action__label vehicle-button__label">
          {current ? current.model : t('vehicle')}
        </span>
      ) : (
        <span className="vehicle-button__bar-text">
          {name ? (
            <>
              <span className="vehicle-button__bar-prefix">{t('vehicle')}:</span> {name}
            </>
          ) : (
            t('vehicleChoose')
          )}
        </span>
      )}
      {current && variant === 'action' ? (
        <span className="header-action__dot header-action__dot--accent" aria-hidden="true" />
      ) : null}
      {variant === 'bar' ? <Icon name="chevronRight" size={20} /> : null}
    </button>
  );
}
