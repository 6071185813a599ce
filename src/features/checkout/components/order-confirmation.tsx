import { useTranslation } from 'react-i18next';
import { useVatIncluded } from '@/components/ui/vat-display';
import { INVOICE_DAYS } from '@/config/constants';
import { groupLines, sumLines } from '@/lib/cart-lines/group-lines';
import { formatKroner } from '@/lib/price/format-kroner';
import type { OrderModel } from '../use-order';

type Address = NonNullable<OrderModel['shippingAddress']>;

function AddressLines({ address }: { address: Address }) {
  return (
    <address className="confirmation__address">
      {address.company ? <span>{address.company}</span> : null}
      <span>
        {address.firstName} {address.lastName}
      </span>
      {address.careOf ? <span>c/o {address.careOf}</span> : null}
      <span>{address.addressLine1}</span>
      {address.addressLine2 ? <span>{address.addressLine2}</span> : null}
      <span>
        {address.zip} {address.city}
      </span>
      <span>{address.mobile}</span>
    </address>
  );
}

/** The order as placed: number, lines, totals, delivery and payment. */
export function OrderConfirmation({ order }: { order: OrderModel }) {
  const { t } = useTranslation('checkout');
  const vatIncluded = useVatIncluded() && order.customerType === 'PERSON';
  const amount = (value: { incVatFormatted: string; exVatFormatted: string }) =>
    vatIncluded ? value.incVatFormatted : value.exVatFormatted;
  const { totals } = order;
  const delivery = order.shippingAddress ?? order.billingAddress;

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
        <ul className="confirmation__lines" aria-label={t('confirm.lines')}>
          {groupLines(order.lines).map((group) =>
            group.kind === 'package' ? (
              // One line per package, named as ordered, its parts under it.
              <li key={`group:${group.groupKey}`} className="confirmation__line">
                <span className="confirmation__name">
                  {group.parts[0].packageName ?? t('summary.package')}
                  {group.parts.map((part) => (
                    <span key={part.skuId} className="order-summary__meta">
                      {part.name} · {t('summary.size', { size: part.skuName })} ·{' '}
                      {t('summary.quantity', { quantity: part.quantity })}
                    </span>
                  ))}
                </span>
                <span className="order-summary__price">
                  {formatKroner(
                    sumLines(group.parts, (part) =>
                      vatIncluded ? part.total.incVat : part.total.exVat,
                    ),
                  )}
                </span>
              </li>
            ) : (
              <li
                key={`${group.line.skuId}-${group.line.groupKey ?? ''}`}
                className="confirmation__line"
              >
                <span className="confirmation__name">
                  {group.line.name}
                  <span className="order-summary__meta">
                    {t('summary.size', { size: group.line.skuName })} ·{' '}
                    {t('summary.quantity', { quantity: group.line.quantity })}
                  </span>
                </span>
                <span className="order-summary__price">{amount(group.line.total)}</span>
              </li>
            ),
          )}
        </ul>
        <dl className="order-summary__totals">
          <dt>{t('summary.subtotal')}</dt>
          <dd>{amount(totals.subTotal)}</dd>
          {totals.discount.incVat > 0 ? (
            <>
              <dt>
                {order.promoCode
                  ? t('confirm.promoCode', { code: order.promoCode })
                  : t('summary.discount')}
              </dt>
              <dd className="order-summary__discount">−{amount(totals.discount)}</dd>
            </>
          ) : null}
          <dt>{t('summary.shipping')}</dt>
          <dd>{totals.shipping.incVat === 0 ? t('shipping.free') : amount(totals.shipping)}</dd>
          <dt className="order-summary__total">
            {vatIncluded ? t('summary.total') : t('summary.totalExVat')}
          </dt>
          <dd className="order-summary__total">{amount(totals.total)}</dd>
          {vatIncluded ? (
            <>
              <dt>{t('summary.vat')}</dt>
              <dd>{formatKroner(totals.total.vat)}</dd>
            </>
          ) : (
            <>
              <dt>{t('summary.vatAdded')}</dt>
              <dd>{formatKroner(totals.total.vat)}</dd>
              {totals.giftCard > 0 ? null : (
                <>
                  <dt className="order-summary__total">{t('summary.totalIncVat')}</dt>
                  <dd className="order-summary__total">{totals.total.incVatFormatted}</dd>
                </>
              )}
            </>
          )}
          {totals.giftCard > 0 ? (
            <>
              <dt>{t('summary.giftCard')}</dt>
              <dd>−{totals.giftCardFormatted}</dd>
              <dt className="order-summary__total">{t('summary.toPay')}</dt>
              <dd className="order-summary__total">{totals.toPayFormatted}</dd>
            </>
          ) : null}
        </dl>
      </section>

      <div className="confirmation__columns">
        <section className="confirmation__section" aria-labelledby="confirm-delivery">
          <h2 id="confirm-delivery">{t('confirm.delivery')}</h2>
          <p className="confirmation__strong">
            {order.shipping.displayName} ·{' '}
            {order.shipping.fee.incVat === 0 ? t('shipping.free') : amount(order.shipping.fee)}
          </p>
          {order.pickupPoint ? (
            <>
              <h3>{t('confirm.pickupAt')}</h3>
              <address className="confirmation__address">
                <span>{order.pickupPoint.name}</span>
                <span>{order.pickupPoint.addressLine}</span>
                <span>
                  {order.pickupPoint.zip} {order.pickupPoint.city}
                </span>
                <span>{order.pickupPoint.openingHours}</span>
              </address>
            </>
          ) : (
            <>
              <h3>{t('confirm.deliveryTo')}</h3>
              <AddressLines address={delivery} />
            </>
          )}
        </section>
        <section className="confirmation__section" aria-labelledby="confirm-payment">
          <h2 id="confirm-payment">{t('confirm.payment')}</h2>
          <p className="confirmation__strong">
            {order.payment.paymentType === 'invoice'
              ? t('confirm.invoiceTerm', { days: INVOICE_DAYS })
              : order.payment.displayName}
          </p>
          {order.companyName && order.organizationId ? (
            <p>{t('confirm.company', { name: order.companyName, id: order.organizationId })}</p>
          ) : null}
          <h3>{t('confirm.billing')}</h3>
          <AddressLines address={order.billingAddress} />
        </section>
      </div>
    </div>
  );
}
