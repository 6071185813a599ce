import { useTranslation } from 'react-i18next';
import { INVOICE_DAYS } from '@/config/constants';
import { formatMobile } from '@shared/validation/contact';
import { formatOrgNumber } from '@shared/validation/org-number';
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
      <span>{formatMobile(address.mobile)}</span>
    </address>
  );
}

/** Where the order goes (an address or a pickup point) and how it is paid. */
export function ConfirmationDetails({
  order,
  vatIncluded,
}: {
  order: OrderModel;
  vatIncluded: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { fee } = order.shipping;
  const delivery = order.shippingAddress ?? order.billingAddress;
  return (
    <div className="confirmation__columns">
      <section className="confirmation__section" aria-labelledby="confirm-delivery">
        <h2 id="confirm-delivery">{t('confirm.delivery')}</h2>
        <p className="confirmation__strong">
          {order.shipping.displayName} ·{' '}
          {fee.incVat === 0
            ? t('shipping.free')
            : vatIncluded
              ? fee.incVatFormatted
              : fee.exVatFormatted}
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
        {order.message ? (
          // What the shopper wrote to the shop (a PO number, a gate code): shown back as typed.
          <>
            <h3>{t('confirm.message')}</h3>
            <p className="confirmation__message">{order.message}</p>
          </>
        ) : null}
      </section>
      <section className="confirmation__section" aria-labelledby="confirm-payment">
        <h2 id="confirm-payment">{t('confirm.payment')}</h2>
        <p className="confirmation__strong">
          {order.payment.paymentType === 'invoice'
            ? t('confirm.invoiceTerm', { days: INVOICE_DAYS })
            : order.payment.displayName}
        </p>
        {order.companyName && order.organizationId ? (
          <p>
            {t('confirm.company', {
              name: order.companyName,
              id: formatOrgNumber(order.organizationId),
            })}
          </p>
        ) : null}
        <h3>{t('confirm.billing')}</h3>
        <AddressLines address={order.billingAddress} />
      </section>
    </div>
  );
}
