import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import type { CartModel } from './use-cart';

/**
 * Subtotal, discount, shipping and total; ex VAT for business customers.
 * `isStale`: changes wait for the network, so these are the last totals the shop sent: they
 * stay on screen, dimmed, with a note that they update once the shop is reached.
 */
export function CartSummary({ cart, isStale = false }: { cart: CartModel; isStale?: boolean }) {
  const { t } = useTranslation('cart');
  const vatIncluded = useVatIncluded();
  const { subTotal, shipping, total } = cart.summary;
  const hasDiscount = cart.promo?.isApplied === true && cart.summary.fixedAmountDiscountIncVat > 0;
  return (
    <div className={isStale ? 'cart-summary cart-summary--stale' : 'cart-summary'}>
      {shipping.qualifiesForFreeShipping ? (
        <p className="cart-summary__free" aria-live="polite">
          {shipping.isFree
            ? t('summary.freeShipping')
            : // The threshold is on the price a shopper pays, VAT included: said so when prices
              // show ex VAT, so the remainder is not read against the ex-VAT figures below.
              t(vatIncluded ? 'summary.freeShippingLeft' : 'summary.freeShippingLeftIncVat', {
                amount: shipping.amountLeftToFreeShippingFormatted,
              })}
        </p>
      ) : cart.items.length > 0 ? (
        // Heavy goods go by freight at its fee: say why the shipping is not free.
        <p className="cart-summary__free">{t('summary.heavyFreight')}</p>
      ) : null}
      {isStale ? <p className="cart-summary__stale">{t('summary.stale')}</p> : null}
      <dl className="cart-summary__rows">
        <dt>{t('summary.subtotal')}</dt>
        <dd>
          {vatIncluded ? subTotal.sellingPriceIncVatFormatted : subTotal.sellingPriceExVatFormatted}
        </dd>
        {hasDiscount ? (
          <>
            <dt>{t('summary.discount')}</dt>
            <dd className="cart-summary__discount">
              −
              {vatIncluded
                ? cart.summary.fixedAmountDiscountIncVatFormatted
                : cart.summary.fixedAmountDiscountExVatFormatted}
            </dd>
          </>
        ) : null}
        <dt>{t('summary.shipping')}</dt>
        <dd>
          {shipping.isFree
            ? t('summary.shippingFree')
            : vatIncluded
              ? shipping.feeIncVatFormatted
              : shipping.feeExVatFormatted}
        </dd>
        <dt className="cart-summary__total">
          {vatIncluded ? t('summary.total') : t('summary.totalExVat')}
        </dt>
        <dd className="cart-summary__total">
          {vatIncluded ? total.sellingPriceIncVatFormatted : total.sellingPriceExVatFormatted}
        </dd>
        {vatIncluded ? (
          <>
            <dt>{t('summary.vat')}</dt>
            <dd>{total.vatFormatted}</dd>
          </>
        ) : (
          // A business sees prices ex VAT but pays VAT too, as the checkout shows.
          <>
            <dt>{t('summary.vatAdded')}</dt>
            <dd>{total.vatFormatted}</dd>
            {total.giftCardAmount > 0 ? null : (
              <>
                <dt className="cart-summary__total">{t('summary.total')}</dt>
                <dd className="cart-summary__total">{total.sellingPriceIncVatFormatted}</dd>
              </>
            )}
          </>
        )}
        {total.giftCardAmount > 0 ? (
          <>
            <dt>{t('summary.giftCard')}</dt>
            <dd>−{total.giftCardAmountFormatted}</dd>
            <dt className="cart-summary__total">{t('summary.toPay')}</dt>
            <dd className="cart-summary__total">{total.toPayIncVatFormatted}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
