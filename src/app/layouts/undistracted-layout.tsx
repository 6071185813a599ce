import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { PwaNotices } from '@/features/pwa/pwa-notices';
import { DeferredSiteExtras } from './deferred-site-extras';
import { GlobalMessage } from './global-message';
import './undistracted-layout.css';

/** Focused flows such as checkout (/kassen): logo and a secure-checkout note, no navigation. */
export function UndistractedLayout() {
  const { t } = useTranslation('header');
  return (
    <>
      {/* Early in the tab order: the cookie banner's choices come first (default-layout.tsx). */}
      <DeferredSiteExtras />
      <GlobalMessage />
      <header className="undistracted-header">
        <div className="undistracted-header__bar container container--narrow">
          <AppLink to="" aria-label={t('logoLabel')}>
            <Logo />
          </AppLink>
          <p className="undistracted-header__secure">
            <Icon name="lock" size={20} />
            {t('secureCheckout')}
          </p>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <PwaNotices />
    </>
  );
}
