import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { panelOpened } from '@/features/panels/panels-slice';
import type { VehicleFilter } from '@/lib/list-query/list-query';
import './vehicle-list-intro.css';

/**
 * /l/atv-huset (the spec's vehicle list page): names the vehicle the list is narrowed to, or asks
 * for one, and opens the selector.
 */
export function VehicleListIntro({ vehicle }: { vehicle: VehicleFilter | null }) {
  const { t } = useTranslation('listing');
  const dispatch = useAppDispatch();
  const name = vehicle
    ? [vehicle.manufacturer, vehicle.model, vehicle.year].filter((part) => part !== null).join(' ')
    : null;
  return (
    <div className="vehicle-list-intro">
      <Icon name="atv" size={30} />
      <p>{name ? t('vehicle.for', { vehicle: name }) : t('vehicle.none')}</p>
      <Button
        variant={name ? 'secondary' : 'primary'}
        size="s"
        aria-haspopup="dialog"
        onClick={() => dispatch(panelOpened('vehicles'))}
      >
        {name ? t('vehicle.change') : t('vehicle.choose')}
      </Button>
    </div>
  );
}
