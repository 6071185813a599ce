import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import { useDocumentHead } from '@/lib/use-document-head';
import './content-page.css';

/** Favourites arrive with the favourites feature; until then the list is empty. */
export function FavouritesPage() {
  const { t } = useTranslation(['pages', 'common']);
  useDocumentHead({
    title: t('common:pageTitle', { title: t('favourites.title') }),
    noIndex: true,
  });
  return (
    <div className="container container--narrow page content-page">
      <Breadcrumbs
        items={[{ label: t('common:home'), to: '' }, { label: t('favourites.title') }]}
      />
      <h1>{t('favourites.title')}</h1>
      <div className="content-page__empty">
        <Icon name="heart" size={30} />
        <p>{t('favourites.empty')}</p>
        <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('primary')}>
          {t('favourites.browse')}
        </AppLink>
      </div>
    </div>
  );
}
