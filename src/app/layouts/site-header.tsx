import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { CUSTOMER_SERVICE_PATH } from '@/config/constants';
import { AccountButton } from '@/features/account/account-button';
import { MiniCart } from '@/features/cart/mini-cart';
import { FavouritesLink } from '@/features/favourites/favourites-link';
import { CustomerServiceMenu } from '@/features/navigation/customer-service-menu';
import { MainNav } from '@/features/navigation/main-nav';
import { MenuButton } from '@/features/navigation/menu-button';
import { OfflineQueueStatus } from '@/features/offline-queue/offline-queue-status';
import { VehicleButton } from '@/features/vehicles/vehicle-button';
import { HeaderReviewSlot } from './header-review-slot';
import { HeaderSearch } from './header-search';
import { usePanel } from './use-panel';
import './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation('header');
  const menu = usePanel('menu-panel');
  const cart = usePanel('cart');
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <MenuButton
          className="header-action site-header__menu"
          isOpen={menu.isOpen}
          onToggle={menu.toggle}
        />
        <AppLink to="" className="site-header__logo" aria-label={t('logoLabel')}>
          <Logo />
        </AppLink>
        <div className="site-header__actions">
          <HeaderReviewSlot />
          <HeaderSearch className="header-action" />
          <div className="site-header__service-wrap">
            <AppLink to={CUSTOMER_SERVICE_PATH} className="header-action site-header__service">
              <Icon name="headset" />
              <span className="header-action__label">{t('customerService')}</span>
            </AppLink>
            <CustomerServiceMenu />
          </div>
          <VehicleButton variant="action" className="header-action" />
          <AccountButton className="header-action" />
          <FavouritesLink className="header-action" />
          <MiniCart className="header-action" onToggle={cart.toggle} />
        </div>
      </div>
      <VehicleButton variant="bar" />
      <MainNav />
      <OfflineQueueStatus />
    </header>
  );
}
