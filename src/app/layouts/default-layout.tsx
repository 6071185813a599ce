import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import {
  ProductCardActionContext,
  type ProductCardActionProps,
} from '@/features/catalogue/components/product-card-action';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import { PwaNotices } from '@/features/pwa/pwa-notices';
import { LazyPanels } from './lazy-panels';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

const renderFavouriteButton = (props: ProductCardActionProps) => <FavouriteButton {...props} />;

export function DefaultLayout() {
  const { t } = useTranslation('common');
  return (
    // Every product card (lists, start page, search) carries the favourites heart.
    <ProductCardActionContext value={renderFavouriteButton}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <LazyPanels />
      <PwaNotices hasInstallOffer />
    </ProductCardActionContext>
  );
}
