import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { CUSTOMER_SERVICE_PATH, SHOP_CONTACT } from '@/config/constants';
import { useDocumentHead } from '@/lib/use-document-head';
import './error-pages.css';

/** The general error page for every status but 404 (that one has its own page). */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation(['errors', 'common']);
  useDocumentHead({ title: t('common:pageTitle', { title: t('general.title') }), noIndex: true });
  return (
    <div className="container page error-page" data-status={status}>
      <h1>{t('general.title')}</h1>
      <p className="error-page__text">{t('general.text')}</p>
      <div className="error-page__actions">
        <Button size="l" onClick={() => window.location.reload()}>
          <Icon name="refresh" size={20} />
          {t('general.retry')}
        </Button>
        <AppLink to={CUSTOMER_SERVICE_PATH} className={buttonClassName('secondary', 'l')}>
          {t('general.contact')}
        </AppLink>
      </div>
      <p className="error-page__contact">
        <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a> ·{' '}
        <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
      </p>
      <p className="error-page__status">{t('general.status', { status })}</p>
    </div>
  );
}
