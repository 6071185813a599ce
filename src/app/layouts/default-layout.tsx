import { useTranslation } from 'react-i18next';
import type { FitmentRange } from '@shared/fitment/fitment';
import { Outlet, useLocation } from 'react-router-dom';
import {
  ProductCardActionContext,
  ProductFitmentContext,
  type ProductCardActionProps,
} from '@/features/catalogue/components/product-card-action';
import { CartAddedToast } from '@/features/cart/cart-added-toast';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import { FitmentSlot } from '@/features/vehicles/fitment-slot';
import { offersInstallOn, PwaNotices } from '@/features/pwa/pwa-notices';
import { DeferredSiteExtras } from './deferred-site-extras';
import { GlobalMessage } from './global-message';
import { LazyPanels } from './lazy-panels';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';
import { usePanel } from './use-panel';

const renderFavouriteButton = (props: ProductCardActionProps) => <FavouriteButton {...props} />;
const renderFitmentNote = (fitment: readonly FitmentRange[]) => <FitmentSlot fitment={fitment} />;

export function DefaultLayout() {
  const { t } = useTranslation('common');
  const cart = usePanel('cart');
  return (
    // Every product card (lists, start page, search) carries the favourites heart, and cards
    // and the product page say whether the part fits the current vehicle.
    <ProductCardActionContext value={renderFavouriteButton}>
      <ProductFitmentContext value={renderFitmentNote}>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* Early in the tab order: the cookie banner's choices come right after the skip link
            (it shows fixed at the bottom; last in the page, a keyboard took 80 presses to it). */}
        <DeferredSiteExtras />
        <GlobalMessage />
        <TopBar />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        {/* Outside the sticky header: its transform (hidden on scroll) would carry the toast. */}
        <CartAddedToast onOpenCart={cart.open} />
        <LazyPanels />
        <PwaNoticesHere />
      </ProductFitmentContext>
    </ProductCardActionContext>
  );
}

/** The notices, with the install offer where the page allows it (its own component: only it
 * renders again when the address changes, not the whole layout). */
function PwaNoticesHere() {
  const { pathname } = useLocation();
  return <PwaNotices hasInstallOffer={offersInstallOn(pathname)} />;
}
