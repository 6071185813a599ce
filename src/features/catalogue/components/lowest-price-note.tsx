import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import type { PriceHistoryModel } from '../model/price-history-model';

/**
 * Beside a discount, the lowest price of the 30 days before it began (the EU Omnibus rule on
 * announced price reductions), in the shopper's VAT display.
 */
export function LowestPriceNote({ history }: { history: PriceHistoryModel }) {
  const { t } = useTranslation('details');
  const vatIncluded = useVatIncluded();
  const lowest = history.lowestBeforeDiscount;
  if (!lowest) return null;
  return (
    <p className="product-summary__lowest">
      {t('priceHistory.lowestBefore', { price: vatIncluded ? lowest.incVat : lowest.exVat })}
    </p>
  );
}
