import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { AccountBalanceDocument, type AccountBalanceQuery } from '@/graphql/generated/operations';
import { LANGUAGE_IDS } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import { formatDate } from './account-format';
import { AccountShell } from './account-shell';

type Movement = NonNullable<AccountBalanceQuery['me']>['balance']['creditMovements'][number];

/** /min-konto/saldo: store credit and the gift cards the account used, with their movements. */
export function AccountBalancePage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { data, loading, error } = useQuery(AccountBalanceDocument, {
    variables: { languageId: LANGUAGE_IDS[locale] },
    fetchPolicy: 'cache-and-network',
  });
  const balance = data?.me?.balance;
  return (
    <AccountShell tab="balance" title={t('pages.balance.title')}>
      {!balance ? (
        loading ? (
          <div className="account-page__loading">
            <Spinner size={28} />
          </div>
        ) : (
          <p className="account-form__error" role="alert">
            {error ? t('errors.GENERIC') : null}
          </p>
        )
      ) : (
        <div className="account-balance">
          <section
            className="account-card account-balance__credit"
            aria-labelledby="balance-credit"
          >
            <h2 id="balance-credit">{t('pages.balance.credit')}</h2>
            <p className="account-balance__amount" data-testid="store-credit">
              {balance.storeCreditFormatted}
            </p>
            <p className="account-muted">{t('pages.balance.creditHint')}</p>
            <Movements movements={balance.creditMovements} />
          </section>
          <section className="account-card" aria-labelledby="balance-cards">
            <h2 id="balance-cards">{t('pages.balance.giftCards')}</h2>
            {balance.giftCards.length === 0 ? (
              <p className="account-muted">{t('pages.balance.noGiftCards')}</p>
            ) : (
              <ul className="account-balance__cards">
                {balance.giftCards.map((card) => (
                  <li key={card.maskedCode} className="account-balance__card">
                    <div className="account-balance__card-head">
                      <Icon name="card" size={22} />
                      <strong>{card.maskedCode}</strong>
                      <span className="account-balance__card-amount">{card.balanceFormatted}</span>
                    </div>
                    <p className="account-muted">
                      {t('pages.balance.validUntil', { date: formatDate(card.expiresAt, locale) })}
                    </p>
                    <Movements movements={card.movements} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </AccountShell>
  );
}

function Movements({ movements }: { movements: readonly Movement[] }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  if (movements.length === 0) return <p className="account-muted">{t('pages.balance.none')}</p>;
  return (
    <ul className="account-movements">
      {movements.map((movement) => (
        <li key={movement.id}>
          <span>
            {formatDate(movement.createdAt, locale)} ·{' '}
            {movement.reason === 'order' || movement.reason === 'issued'
              ? t(`pages.balance.reason.${movement.reason}`)
              : movement.reason}
            {movement.orderNumber
              ? ` · ${t('pages.orders.number', { number: movement.orderNumber })}`
              : ''}
          </span>
          <strong
            className={movement.amount < 0 ? 'account-movements__out' : 'account-movements__in'}
          >
            {movement.amount > 0 ? '+' : ''}
            {movement.amountFormatted}
          </strong>
        </li>
      ))}
    </ul>
  );
}
