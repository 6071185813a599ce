import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LOCALES } from '@/i18n/locale';
import { rememberLocale } from '@/i18n/locale-cookie';
import { useLocale } from '@/i18n/use-locale';
import { switchLocalePath } from '@/lib/links/locale-path';
import './language-switcher.css';

/**
 * Bokmål/Nynorsk links that keep the shopper on the same page (and query, and hash); the choice
 * is remembered for the shop's root (the locale cookie).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <ul role="list" className="language-switcher" aria-label={t('language.label')}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link
            to={switchLocalePath(`${pathname}${search}${hash}`, locale)}
            lang={locale}
            hrefLang={locale}
            aria-current={locale === current ? 'true' : undefined}
            className="language-switcher__link"
            onClick={() => rememberLocale(locale)}
          >
            {t(`language.${locale}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
