import { useTranslation } from 'react-i18next';
import { useVatIncluded } from './vat-display';
import './price.css';

export interface PriceAmounts {
  /** Formatted selling price, e.g. "1 299,-". */
  selling: string;
  /** Formatted regular price; only when discounted. */
  regular: string | null;
}

/**
 * A price both ways; the shopper's VAT display picks one (the spec: inc and ex VAT, regular and
 * selling, each formatted).
 */
export interface PriceValues {
  incVat: PriceAmounts;
  exVat: PriceAmounts;
  discountPercent: number | null;
}

export interface PriceProps {
  price: PriceValues;
  size?: 's' | 'l';
  /** Show the discount percentage next to the price (cards show it as a badge instead). */
  showDiscount?: boolean;
  /** Say "inkl. mva." / "eks. mva." (a price ex VAT always says so: it is not the usual kind). */
  showVatNote?: boolean;
}

export function Price({
  price,
  size = 's',
  showDiscount = false,
  showVatNote = false,
}: PriceProps) {
  const { t } = useTranslation('common');
  const vatIncluded = useVatIncluded();
  const { selling, regular } = vatIncluded ? price.incVat : price.exVat;
  const isDiscounted = Boolean(regular);
  return (
    <div className={`price price--${size}${isDiscounted ? ' price--sale' : ''}`}>
      <span className="price__selling">
        {isDiscounted ? <span className="visually-hidden">{t('price.now')} </span> : null}
        {selling}
      </span>
      {isDiscounted ? (
        <s className="price__regular">
          <span className="visually-hidden">{t('price.before')} </span>
          {regular}
        </s>
      ) : null}
      {showVatNote || !vatIncluded ? (
        <span className="price__vat">{t(vatIncluded ? 'price.incVat' : 'price.exVat')}</span>
      ) : null}
      {isDiscounted && showDiscount && price.discountPercent ? (
        <span
          className="price__discount"
          aria-label={t('price.discountLabel', { percent: price.discountPercent })}
        >
          {t('price.discount', { percent: price.discountPercent })}
        </span>
      ) : null}
    </div>
  );
}
