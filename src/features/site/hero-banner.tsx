import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { ALL_PRODUCTS_PATH, CUSTOMER_SERVICE_PATH } from '@/config/constants';
import { HeroLandscape } from './hero-landscape';
import './hero-banner.css';

export function HeroBanner() {
  const { t } = useTranslation('start');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <HeroLandscape />
      <div className="hero__content container">
        <p className="hero__eyebrow">{t('heroEyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('heroTitle')}
        </h1>
        <p className="hero__text">{t('heroText')}</p>
        <div className="hero__actions">
          <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('primary', 'l')}>
            {t('heroCta')}
          </AppLink>
          <AppLink to={CUSTOMER_SERVICE_PATH} className={buttonClassName('inverse', 'l')}>
            {t('heroSecondary')}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
