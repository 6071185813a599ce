import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import { useDocumentHead } from '@/lib/use-document-head';
import './error-pages.css';

/** The 404 page (status 404): for /404, unknown paths and unknown product/category aliases. */
export function NotFoundPage() {
  const { t } = useTranslation(['errors', 'common']);
  useDocumentHead({ title: t('common:pageTitle', { title: t('notFound.title') }), noIndex: true });
  return (
    <div className="container page error-page" data-status="404">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="error-page__text">{t('notFound.text')}</p>
      <div className="error-page__actions">
        <AppLink to="" className={buttonClassName('primary', 'l')}>
          <Icon name="home" size={20} />
          {t('notFound.home')}
        </AppLink>
        <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('secondary', 'l')}>
          {t('notFound.products')}
        </AppLink>
      </div>
    </div>
  );
}
