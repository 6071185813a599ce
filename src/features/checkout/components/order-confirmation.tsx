import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import { formatKroner } from '@/lib/price/format-kroner';
import { isPaidLater } from '@shared/payments/paid-later';
import type { OrderModel } from '../use-order';
import { ConfirmationDetails } from './confirmation-details';
import { ConfirmationLines } from './confirmation-lines';
import { PriceTotals } from './price-totals';

interface Amount {
  incVatFormatted: string;
  exVatFormatted: string;
}

/** The order's totals as placed. */
function OrderTotals({ order, vatIncluded }: { order: OrderModel; vatIncluded: boolean }) {
  const { t } = useTranslation('checkout');
  const amount = (value: Amount) => (vatIncluded ? value.incVatFormatted : value.exVatFormatted);
  const { totals } = order;
  return (
    <PriceTotals
      vatIncluded={vatIncluded}
      subtotal={amount(totals.subTotal)}
      discount={
        totals.discount.incVat > 0
          ? {
              label: order.promoCode
                ? t('confirm.promoCode', { code: order.promoCode })
                : t('summary.discount'),
              amount: amount(totals.discount),
            }
          : null
      }
      shipping={totals.shipping.incVat === 0 ? t('shipping.free') : amount(totals.shipping)}
      total={amount(totals.total)}
      vat={formatKroner(totals.total.vat, order.currencyCode)}
      totalIncVat={totals.total.incVatFormatted}
      giftCard={
        totals.giftCard > 0
          ? {
              amount: totals.giftCardFormatted,
              toPay: totals.toPayFormatted,
              // Approved: the rest is paid, not still to pay (an invoice's rest is "to pay").
              paid: order.payment.status === 'approved' && !isPaidLater(order.payment.paymentType),
            }
          : null
      }
    />
  );
}

/** The order as placed: number, lines, totals, delivery and payment. */
export function OrderConfirmation({ order }: { order: OrderModel }) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded() && order.customerType === 'PERSON';

  return (
    <div className="confirmation">
      <div className="confirmation__head">
        <h1>{t('confirm.title')}</h1>
        <dl className="confirmation__facts">
          <div>
            <dt>{t('confirm.orderNumber')}</dt>
            <dd data-testid="order-number">{order.orderNumber}</dd>
          </div>
          <div>
            <dt>{t('confirm.statusLabel')}</dt>
            <dd>{t(`confirm.status.${order.status}`)}</dd>
          </div>
        </dl>
        <p>{t('confirm.emailSent', { email: order.email })}</p>
      </div>

      <section className="confirmation__section" aria-labelledby="confirm-lines">
        <h2 id="confirm-lines">{t('confirm.lines')}</h2>
        <ConfirmationLines
          lines={order.lines}
          vatIncluded={vatIncluded}
          currencyCode={order.currencyCode}
        />
        <OrderTotals order={order} vatIncluded={vatIncluded} />
      </section>

      <ConfirmationDetails order={order} vatIncluded={vatIncluded} />
    </div>
  );
}
