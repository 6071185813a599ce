import { useTranslation } from 'react-i18next';
import { useVatIncluded } from './vat-display';
import './lowest-price.css';

/** The Omnibus figure, formatted inc and ex VAT (lib/price/lowest-price-amounts.ts). */
export interface LowestPriceAmounts {
  incVat: string;
  exVat: string;
}

/**
 * Beside a discounted price (product cards, cart lines, the checkout summary): the lowest price
 * of the 30 days before the discount began (the EU Omnibus rule), in the shopper's VAT display.
 */
export function LowestPrice({
  amounts,
  className,
}: {
  amounts: LowestPriceAmounts;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const vatIncluded = useVatIncluded();
  return (
    <span className={className ? `lowest-price ${className}` : 'lowest-price'}>
      {t('price.lowestBefore', { price: vatIncluded ? amounts.incVat : amounts.exVat })}
    </span>
  );
}
