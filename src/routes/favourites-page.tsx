import { use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/app/hooks';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button, buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { toProductCard } from '@/features/catalogue/model/product-card-model';
import { selectFavouriteIds } from '@/features/favourites/favourites-slice';
import { useFavouriteProducts } from '@/features/favourites/use-favourite-products';
import { useRemoveFavourites } from '@/features/favourites/use-favourite-toggle';
import { useOnlineStatus } from '@/features/pwa/use-online-status';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import { useDocumentHead } from '@/lib/use-document-head';
import { useIsRehydrated } from './checkout-rehydrated';
import './content-page.css';
import './favourites-page.css';

/** The shopper's favourites with prices and stock; offline from what this device has cached. */
export function FavouritesPage() {
  use(namespacesReady(useLocale(), ['favourites']));
  const { t } = useTranslation(['favourites', 'common']);
  useDocumentHead({
    title: t('common:pageTitle', { title: t('page.title') }),
    description: t('page.metaDescription'),
    noIndex: true,
  });
  // Before IndexedDB has answered, "no favourites" only means "not known yet".
  const isRehydrated = useIsRehydrated();
  const ids = useAppSelector(selectFavouriteIds);
  return (
    <div className="container page favourites-page">
      <Breadcrumbs items={[{ label: t('common:home'), to: '' }, { label: t('page.title') }]} />
      <h1>{t('page.title')}</h1>
      {!isRehydrated ? null : ids.length === 0 ? <NoFavourites /> : <FavouriteList ids={ids} />}
    </div>
  );
}

function NoFavourites() {
  const { t } = useTranslation('favourites');
  return (
    <div className="content-page__empty">
      <Icon name="heart" size={30} />
      <p>{t('page.empty')}</p>
      <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('primary')}>
        {t('page.browse')}
      </AppLink>
    </div>
  );
}

function FavouriteList({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation(['favourites', 'common']);
  const isOnline = useOnlineStatus();
  const favourites = useFavouriteProducts(ids);
  const removeFavourites = useRemoveFavourites();
  const cards = useMemo(() => favourites.products.map(toProductCard), [favourites.products]);
  const missing = favourites.missingIds.length;
  const gone = favourites.goneIds.length;

  if (favourites.isLoading) return <Spinner label={t('common:loading')} />;
  return (
    <>
      <p className="favourites-page__count">{t('page.count', { count: ids.length })}</p>
      {!isOnline ? <p className="favourites-page__note">{t('page.offline')}</p> : null}
      {missing > 0 && (!isOnline || favourites.hasFailed) ? (
        <p className="favourites-page__note">{t('page.offlineMissing', { count: missing })}</p>
      ) : null}
      {isOnline && favourites.hasFailed && cards.length === 0 ? (
        <p className="favourites-page__note">
          {t('page.error')}{' '}
          <Button variant="secondary" size="s" onClick={favourites.retry}>
            {t('page.retry')}
          </Button>
        </p>
      ) : null}
      {gone > 0 ? (
        <p className="favourites-page__note">
          {t('page.gone', { count: gone })}{' '}
          <Button variant="secondary" size="s" onClick={() => removeFavourites(favourites.goneIds)}>
            {t('page.removeGone')}
          </Button>
        </p>
      ) : null}
      {cards.length > 0 ? (
        <ProductGrid products={cards} label={t('page.title')} priorityCount={4} />
      ) : null}
    </>
  );
}
