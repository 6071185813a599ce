import { useTranslation } from 'react-i18next';

export interface PriceTotalsProps {
  /** Amounts as the shopper sees them: inc VAT for a person, ex VAT for a business. */
  vatIncluded: boolean;
  subtotal: string;
  /** A promo code's discount, with its label; null when none applies. */
  discount: { label: string; amount: string } | null;
  /** The fee, or "free". */
  shipping: string;
  total: string;
  vat: string;
  /** The total with VAT, which a business pays on top of the ex-VAT prices. */
  totalIncVat: string;
  /**
   * A gift card's part and what is left to pay (paid: the payment method has paid it, the
   * order's approved payment); null without a gift card.
   */
  giftCard: { amount: string; toPay: string; paid?: boolean } | null;
  /** The total's test id (the checkout's). */
  totalTestId?: string;
}

/** Subtotal, discount, shipping, total, VAT and gift card: the checkout's and the order's. */
export function PriceTotals({
  vatIncluded,
  subtotal,
  discount,
  shipping,
  total,
  vat,
  totalIncVat,
  giftCard,
  totalTestId,
}: PriceTotalsProps) {
  const { t } = useTranslation('checkout');
  return (
    <dl className="order-summary__totals">
      <dt>{t('summary.subtotal')}</dt>
      <dd>{subtotal}</dd>
      {discount ? (
        <>
          <dt>{discount.label}</dt>
          <dd className="order-summary__discount">−{discount.amount}</dd>
        </>
      ) : null}
      <dt>{t('summary.shipping')}</dt>
      <dd>{shipping}</dd>
      <dt className="order-summary__total">
        {vatIncluded ? t('summary.total') : t('summary.totalExVat')}
      </dt>
      <dd className="order-summary__total" data-testid={totalTestId}>
        {total}
      </dd>
      {vatIncluded ? (
        <>
          <dt>{t('summary.vat')}</dt>
          <dd>{vat}</dd>
        </>
      ) : (
        // A business sees prices ex VAT but pays VAT too: the amount on the pay button.
        <>
          <dt>{t('summary.vatAdded')}</dt>
          <dd>{vat}</dd>
          {giftCard ? null : (
            <>
              <dt className="order-summary__total">{t('summary.totalIncVat')}</dt>
              <dd className="order-summary__total">{totalIncVat}</dd>
            </>
          )}
        </>
      )}
      {giftCard ? (
        <>
          <dt>{t('summary.giftCard')}</dt>
          <dd>−{giftCard.amount}</dd>
          <dt className="order-summary__total">
            {giftCard.paid ? t('summary.paidByMethod') : t('summary.toPay')}
          </dt>
          <dd className="order-summary__total">{giftCard.toPay}</dd>
        </>
      ) : null}
    </dl>
  );
}
