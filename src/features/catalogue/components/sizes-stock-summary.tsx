import { useTranslation } from 'react-i18next';
import type { SizesStock } from '../model/sizes-stock';
import { StockIndicator } from './stock-indicator';
import './stock-indicator.css';

/** A product's stock before a size is chosen: how many sizes are in stock, no delivery time. */
export function SizesStockSummary({ summary }: { summary: SizesStock }) {
  const { t } = useTranslation('details');
  if (summary.kind === 'state') return <StockIndicator state={summary.state} />;
  return (
    <p className={`stock stock--${summary.tone}`}>
      <span className="stock__dot" aria-hidden="true" />
      {summary.inStock === summary.total
        ? t('sizes.allInStock')
        : t('sizes.inStock', { count: summary.inStock, total: summary.total })}
    </p>
  );
}
