import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Logo } from '@/components/ui/logo';
import { RouteError } from '../errors/route-error';
import './undistracted-layout.css';

/** When the default layout itself cannot render: the logo and the error page only. */
export function ErrorLayout() {
  const { t } = useTranslation('header');
  return (
    <>
      <header className="undistracted-header">
        <div className="undistracted-header__bar container">
          <AppLink to="" aria-label={t('logoLabel')}>
            <Logo />
          </AppLink>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <RouteError />
      </main>
    </>
  );
}
