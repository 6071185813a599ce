import { useTranslation } from 'react-i18next';
import './price.css';

export interface PriceProps {
  /** Formatted selling price, e.g. "1 299,00 kr". */
  selling: string;
  /** Formatted regular price when discounted. */
  regular?: string | null;
  discountPercent?: number | null;
  size?: 's' | 'l';
  showVatNote?: boolean;
}

export function Price({
  selling,
  regular,
  discountPercent,
  size = 's',
  showVatNote = false,
}: PriceProps) {
  const { t } = useTranslation('common');
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
      {showVatNote ? <span className="price__vat">{t('price.incVat')}</span> : null}
      {isDiscounted && discountPercent ? (
        <span
          className="price__discount"
          aria-label={t('price.discountLabel', { percent: discountPercent })}
        >
          {t('price.discount', { percent: discountPercent })}
        </span>
      ) : null}
    </div>
  );
}
