import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { localeFromPath } from '@/i18n/locale';
import { pushShopEvent } from '@/lib/analytics/push-event';

/**
 * Pushes page:impression for every page shown (mounted only with statistics consent: the page
 * the shopper consented on counts too). After the page's own effects, so its title is set.
 */
export function PageImpressions() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      pushShopEvent('page:impression', {
        path: pathname,
        locale: localeFromPath(pathname),
        title: document.title,
      });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
