import { useTranslation } from 'react-i18next';
import { deliveryText } from '../model/delivery';
import type { StockState } from '../model/stock-state';
import { StockIndicator } from './stock-indicator';
import './product-availability.css';

/** Stock state with its delivery-time text (spec sections 4 and 9). */
export function ProductAvailability({ state, isHeavy }: { state: StockState; isHeavy: boolean }) {
  const { t } = useTranslation('details');
  const delivery = deliveryText(state, isHeavy);
  return (
    <div className="availability" aria-live="polite">
      <StockIndicator state={state} />
      <p className="availability__delivery">{t(delivery.key, delivery.values)}</p>
      {delivery.sameDayBefore ? (
        <p className="availability__same-day">
          {/* Norwegian writes the time of day as 07.00. */}
          {t('delivery.sameDay', { time: delivery.sameDayBefore.replace(':', '.') })}
        </p>
      ) : null}
    </div>
  );
}
