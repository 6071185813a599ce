import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PwaNotices } from '@/features/pwa/pwa-notices';
import { LazyPanels } from './lazy-panels';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

export function DefaultLayout() {
  const { t } = useTranslation('common');
  return (
    <>
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
    </>
  );
}
