import { useTranslation } from 'react-i18next';
import { deliveryText, supplierTopUp } from '../model/delivery';
import type { StockInput, StockState } from '../model/stock-state';
import { StockIndicator } from './stock-indicator';
import './product-availability.css';

interface ProductAvailabilityProps {
  state: StockState;
  isHeavy: boolean;
  /** The figures behind the state: when given, says that more can come from the supplier. */
  figures?: StockInput;
}

/** Stock state with its delivery-time text (the spec: own shelf 2-4 weekdays, heavy 3-5, supplier 4-6). */
export function ProductAvailability({ state, isHeavy, figures }: ProductAvailabilityProps) {
  const { t } = useTranslation('details');
  const delivery = deliveryText(state, isHeavy);
  const topUp = figures ? supplierTopUp(state, figures) : null;
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
      {topUp ? <p className="availability__supplier">{t(topUp.key, topUp.values)}</p> : null}
    </div>
  );
}
