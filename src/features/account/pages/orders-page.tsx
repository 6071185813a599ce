import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useVatIncluded } from '@/components/ui/vat-display';
import { AccountOrdersDocument } from '@/graphql/generated/operations';
import { LANGUAGE_IDS } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import { localePath } from '@/lib/links/locale-path';
import { formatDate } from './account-format';
import { AccountShell } from './account-shell';
import { OrderStatusBadge } from './order-status';

/** /min-konto/bestillinger (route account-orders) and /account: every order of the account. */
export function AccountOrdersPage() {
  const { t } = useTranslation('account');
  return (
    <AccountShell tab="orders" title={t('pages.orders.title')}>
      <OrdersList />
    </AccountShell>
  );
}

function OrdersList() {
  const { t } = useTranslation(['account', 'common']);
  const locale = useLocale();
  const vatIncluded = useVatIncluded();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useQuery(AccountOrdersDocument, {
    variables: { page, languageId: LANGUAGE_IDS[locale] },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.me?.orders;
  if (!result)
    return loading ? (
      <div className="account-page__loading">
        <Spinner size={28} />
      </div>
    ) : (
      <p className="account-form__error" role="alert">
        {error ? t('errors.GENERIC') : null}
      </p>
    );
  if (result.orders.length === 0)
    return (
      <div className="account-empty">
        <Icon name="box" size={40} />
        <h2>{t('pages.orders.emptyTitle')}</h2>
        <p>{t('pages.orders.empty')}</p>
        <Link to={localePath('', locale)} className={buttonClassName('primary', 'l')}>
          {t('pages.orders.shop')}
        </Link>
      </div>
    );
  const pages = Math.ceil(result.totalCount / result.pageSize);
  return (
    <>
      <p className="account-page__count">{t('pages.orders.count', { count: result.totalCount })}</p>
      <ul className="account-orders" data-testid="account-orders">
        {result.orders.map((order) => {
          const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
          return (
            <li key={order.id}>
              <Link
                to={localePath(`min-konto/bestillinger/${order.id}`, locale)}
                className="account-order-card"
                data-testid="account-order"
              >
                <div className="account-order-card__top">
                  <span className="account-order-card__number">
                    {t('pages.orders.number', { number: order.orderNumber })}
                  </span>
                  <OrderStatusBadge status={order.status} />
                </div>
                <p className="account-order-card__meta">
                  {formatDate(order.createdAt, locale)} ·{' '}
                  {t('pages.orders.items', { count: items })}
                  {order.refunds.length > 0 ? ` · ${t('pages.orders.refunded')}` : ''}
                </p>
                <p className="account-order-card__lines">
                  {order.lines
                    .slice(0, 3)
                    .map((line) => line.name)
                    .join(', ')}
                  {order.lines.length > 3 ? ' …' : ''}
                </p>
                <div className="account-order-card__bottom">
                  <strong>
                    {vatIncluded
                      ? order.totals.total.incVatFormatted
                      : order.totals.total.exVatFormatted}
                    {/* A business buyer's figures are ex VAT: said beside them, as on prices. */}
                    {vatIncluded ? null : (
                      <span className="account-order-card__vat"> {t('common:price.exVat')}</span>
                    )}
                  </strong>
                  <span className="account-order-card__more">
                    {t('pages.orders.show')}
                    <Icon name="chevronRight" size={18} />
                  </span>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="account-pager" aria-label={t('pages.orders.pages')}>
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={buttonClassName('secondary', 'm')}>
              {t('pages.orders.previous')}
            </Link>
          ) : null}
          <span>{t('pages.orders.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link to={`?page=${page + 1}`} className={buttonClassName('secondary', 'm')}>
              {t('pages.orders.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
