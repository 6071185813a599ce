import { getI18n } from '@/i18n/i18n-instances';
import { localeFromPath } from '@/i18n/locale';
import { localePath } from '@/lib/links/locale-path';

/**
 * Shown when the error page itself fails: no router, no providers, no data, just a message
 * and a plain link home (the spec: "a fallback message with a link home").
 */
export function ErrorFallback() {
  const locale = localeFromPath(window.location.pathname);
  const { t } = getI18n(locale);
  return (
    <div
      role="alert"
      style={{ padding: '3rem 1.5rem', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}
    >
      <p>{t('errors:fallback.text')}</p>
      <a href={localePath('', locale)}>{t('errors:fallback.home')}</a>
    </div>
  );
}
