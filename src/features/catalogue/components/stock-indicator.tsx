import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import { stockText, stockTone, type StockState, type StockTranslate } from '../model/stock-state';
import './stock-indicator.css';

export function StockIndicator({ state, className }: { state: StockState; className?: string }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const translate: StockTranslate = (key, values) => t(key, values);
  return (
    <p className={`stock stock--${stockTone(state)} ${className ?? ''}`.trim()}>
      <span className="stock__dot" aria-hidden="true" />
      {stockText(state, translate, INTL_LOCALES[locale])}
    </p>
  );
}
