import { useQuery } from '@apollo/client';
import { formatOrgNumber } from '@shared/validation/org-number';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useVatIncluded } from '@/components/ui/vat-display';
import { formatKroner } from '@/lib/price/format-kroner';
import { AccountOrderDocument } from '@/graphql/generated/operations';
import { LANGUAGE_IDS } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import { localePath } from '@/lib/links/locale-path';
import { formatDate } from './account-format';
import { AccountShell } from './account-shell';
import { OrderStatusBadge } from './order-status';

/** /min-konto/bestillinger/{id}: one of the account's orders; any other id shows 'not found'. */
export function AccountOrderPage() {
  const { t } = useTranslation('account');
  return (
    <AccountShell tab="orders" title={t('pages.order.title')}>
      <OrderDetails />
    </AccountShell>
  );
}

interface Money {
  incVatFormatted: string;
  exVatFormatted: string;
}

function OrderDetails() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const vatIncluded = useVatIncluded();
  const money = (amount: Money) => (vatIncluded ? amount.incVatFormatted : amount.exVatFormatted);
  const { orderId = '' } = useParams();
  const { data, loading, error } = useQuery(AccountOrderDocument, {
    variables: { id: orderId, languageId: LANGUAGE_IDS[locale] },
    fetchPolicy: 'cache-and-network',
  });
  const back = (
    <Link to={localePath('min-konto/bestillinger', locale)} className="account-back">
      <Icon name="arrowLeft" size={18} />
      {t('pages.order.back')}
    </Link>
  );
  const order = data?.me?.order;
  if (!order) {
    if (loading)
      return (
        <div className="account-page__loading">
          <Spinner size={28} />
        </div>
      );
    return (
      <div className="account-empty" data-testid="account-order-missing">
        <Icon name="info" size={40} />
        <h2>{error ? t('errors.GENERIC') : t('pages.order.notFound')}</h2>
        {back}
      </div>
    );
  }
  const address = order.shippingAddress ?? order.billingAddress;
  return (
    <article className="account-order" data-testid="account-order-details">
      {back}
      <div className="account-order__head">
        <h2>{t('pages.orders.number', { number: order.orderNumber })}</h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="account-order-card__meta">
        {t('pages.order.placed', { date: formatDate(order.createdAt, locale) })} ·{' '}
        {order.payment.displayName}
      </p>
      <div className="account-order__grid">
        <section className="account-card" aria-labelledby="order-lines">
          <h3 id="order-lines">{t('pages.order.lines')}</h3>
          <ul className="account-order__lines">
            {order.lines.map((line, index) => (
              <li key={`${line.skuId}-${index}`}>
                <div>
                  <strong>{line.name}</strong>
                  <span className="account-order__sku">
                    {[
                      // A one-size product's line names no size ("Standard" says nothing).
                      line.product && line.product.sizeCount <= 1 ? null : line.skuName,
                      line.packageName,
                      line.articleNumber,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <span className="account-order__sku">
                    {line.quantity} × {money(line.unitPrice)}
                  </span>
                </div>
                <span className="account-order__amount">{money(line.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="account-order__totals">
            <div>
              <dt>{t('pages.order.subTotal')}</dt>
              <dd>{money(order.totals.subTotal)}</dd>
            </div>
            {order.totals.discount.incVat > 0 ? (
              <div>
                <dt>{t('pages.order.discount')}</dt>
                <dd>−{money(order.totals.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{order.shipping.displayName}</dt>
              <dd>{money(order.shipping.fee)}</dd>
            </div>
            {order.totals.giftCard > 0 ? (
              <div>
                <dt>{t('pages.order.giftCard')}</dt>
                <dd>−{order.totals.giftCardFormatted}</dd>
              </div>
            ) : null}
            <div className="account-order__total">
              <dt>{t('pages.order.total')}</dt>
              <dd data-testid="account-order-total">{money(order.totals.total)}</dd>
            </div>
            {vatIncluded ? null : (
              // A business sees the amounts without VAT, and pays the VAT too: the figure its
              // invoice and the order e-mail show.
              <>
                <div>
                  <dt>{t('pages.order.vat')}</dt>
                  <dd>{formatKroner(order.totals.total.vat, order.currencyCode)}</dd>
                </div>
                <div className="account-order__total">
                  <dt>{t('pages.order.totalIncVat')}</dt>
                  <dd>{order.totals.total.incVatFormatted}</dd>
                </div>
              </>
            )}
            <div className="account-order__vat">
              <dt>{vatIncluded ? t('pages.order.incVat') : t('pages.order.exVat')}</dt>
              <dd />
            </div>
          </dl>
        </section>
        <div className="account-order__side">
          <section className="account-card" aria-labelledby="order-delivery">
            <h3 id="order-delivery">{t('pages.order.delivery')}</h3>
            {order.pickupPoint ? (
              // Collected at the point: its own address, not the buyer's (which read as the
              // point's before).
              <address>
                {order.pickupPoint.name}
                <br />
                {order.pickupPoint.addressLine}
                <br />
                {order.pickupPoint.zip} {order.pickupPoint.city}
                <br />
                {order.pickupPoint.openingHours}
              </address>
            ) : address.firstName || address.addressLine1 ? (
              <address>
                {address.firstName} {address.lastName}
                <br />
                {address.addressLine1}
                {address.addressLine2 ? (
                  <>
                    <br />
                    {address.addressLine2}
                  </>
                ) : null}
                <br />
                {address.zip} {address.city}
              </address>
            ) : null}
            {order.companyName ? (
              <p>
                {order.companyName}
                {order.organizationId ? ` (${formatOrgNumber(order.organizationId)})` : ''}
              </p>
            ) : null}
          </section>
          <section className="account-card" aria-labelledby="order-refunds">
            <h3 id="order-refunds">{t('pages.order.refunds')}</h3>
            {order.refunds.length === 0 ? (
              <p className="account-muted">{t('pages.order.noRefunds')}</p>
            ) : (
              <ul className="account-order__refunds">
                {order.refunds.map((refund) => (
                  <li key={refund.id}>
                    <span>
                      {formatDate(refund.createdAt, locale)}
                      {refund.reason ? ` · ${refund.reason}` : ''}
                    </span>
                    <strong>{refund.amount.incVatFormatted}</strong>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Link to={localePath('kundetjeneste', locale)} className={buttonClassName('ghost', 'm')}>
            <Icon name="headset" size={20} />
            {t('pages.order.help')}
          </Link>
        </div>
      </div>
    </article>
  );
}
