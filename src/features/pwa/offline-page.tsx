import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useDocumentHead } from '@/lib/use-document-head';

const ONLINE_RETRY_DELAY_MS = 1000;

/**
 * A page whose data was never stored, opened without a network (the app shell itself comes
 * from the worker). Retries by itself when the network returns.
 */
export function OfflinePage() {
  const { t } = useTranslation(['pwa', 'common']);
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useDocumentHead({
    title: t('common:pageTitle', { title: t('offline.pageTitle') }),
    noIndex: true,
  });

  useEffect(() => {
    let timer: number | undefined;
    // `online` comes when a network is there, often a moment before it carries traffic.
    const retry = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void revalidate(), ONLINE_RETRY_DELAY_MS);
    };
    window.addEventListener('online', retry);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [revalidate]);

  return (
    <div className="container page error-page" data-offline="true">
      <h1>{t('offline.pageTitle')}</h1>
      <p className="error-page__text">{t('offline.pageText')}</p>
      <div className="error-page__actions">
        <Button
          size="l"
          isLoading={revalidator.state === 'loading'}
          onClick={() => void revalidate()}
        >
          <Icon name="refresh" size={20} />
          {t('offline.retry')}
        </Button>
        <AppLink to="" className={buttonClassName('secondary', 'l')}>
          {t('offline.home')}
        </AppLink>
      </div>
      <p className="error-page__contact">{t('offline.autoRetry')}</p>
    </div>
  );
}
