import { useTranslation } from 'react-i18next';
import { stockText, stockTone, type StockState, type StockTranslate } from '../model/stock-state';
import './stock-indicator.css';

export function StockIndicator({ state, className }: { state: StockState; className?: string }) {
  const { t } = useTranslation('product');
  const translate: StockTranslate = (key, values) => t(key, values);
  return (
    <p className={`stock stock--${stockTone(state)} ${className ?? ''}`.trim()}>
      <span className="stock__dot" aria-hidden="true" />
      {stockText(state, translate)}
    </p>
  );
}
