import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import { useMediaQuery } from '@/lib/use-media-query';
import type { CheckoutModel } from '../use-checkout';
import { OrderSummaryLines } from './order-summary-lines';
import { PriceTotals } from './price-totals';

type Cart = CheckoutModel['cart'];

/** The cart's totals, inc or ex VAT by customer type. */
function CartTotals({ summary, hasPromo }: { summary: Cart['summary']; hasPromo: boolean }) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded();
  const pick = (inc: string, ex: string) => (vatIncluded ? inc : ex);
  const { total, shipping } = summary;
  return (
    <PriceTotals
      vatIncluded={vatIncluded}
      subtotal={pick(
        summary.subTotal.sellingPriceIncVatFormatted,
        summary.subTotal.sellingPriceExVatFormatted,
      )}
      discount={
        hasPromo
          ? {
              label: t('summary.discount'),
              amount: pick(
                summary.fixedAmountDiscountIncVatFormatted,
                summary.fixedAmountDiscountExVatFormatted,
              ),
            }
          : null
      }
      shipping={
        shipping.isFree
          ? t('shipping.free')
          : pick(shipping.feeIncVatFormatted, shipping.feeExVatFormatted)
      }
      total={pick(total.sellingPriceIncVatFormatted, total.sellingPriceExVatFormatted)}
      vat={total.vatFormatted}
      totalIncVat={total.sellingPriceIncVatFormatted}
      giftCard={
        total.giftCardAmount > 0
          ? { amount: total.giftCardAmountFormatted, toPay: total.toPayIncVatFormatted }
          : null
      }
      totalTestId="checkout-total"
    />
  );
}

/** Lines and totals, inc or ex VAT by customer type; folded away on small screens. */
export function OrderSummary({ cart, editCart }: { cart: Cart; editCart: React.ReactNode }) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded();
  const isWide = useMediaQuery('(min-width: 1024px)');
  const { summary } = cart;
  // What the pay button asks for: with a gift card, what is left to pay.
  const total =
    summary.total.giftCardAmount > 0
      ? summary.total.toPayIncVatFormatted
      : vatIncluded
        ? summary.total.sellingPriceIncVatFormatted
        : summary.total.sellingPriceExVatFormatted;
  const hasPromo = cart.promo?.isApplied === true && summary.fixedAmountDiscountIncVat > 0;

  const body = (
    <>
      <OrderSummaryLines items={cart.items} currencyCode={cart.currencyCode} />
      <CartTotals summary={summary} hasPromo={hasPromo} />
      {vatIncluded ? null : <p className="order-summary__note">{t('summary.exVatNote')}</p>}
      {editCart}
    </>
  );

  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      {isWide ? (
        <>
          <h2 id="order-summary-title" className="order-summary__title">
            {t('summary.title')}
          </h2>
          {body}
        </>
      ) : (
        <details className="order-summary__fold">
          <summary id="order-summary-title">
            {t(
              vatIncluded || summary.total.giftCardAmount > 0
                ? 'summary.toggle'
                : 'summary.toggleExVat',
              { total },
            )}
          </summary>
          {body}
        </details>
      )}
    </aside>
  );
}
