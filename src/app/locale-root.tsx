import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { ApiLoadingIndicator } from '@/features/loading/api-loading-indicator';
import { RouteProgress } from '@/features/loading/route-progress';
import type { Locale } from '@/i18n/locale';
import { useFocusAfterNavigation } from '@/lib/a11y/use-focus-after-navigation';
import { noteLocation } from '@/lib/history/navigation-history';
import { LocaleProviders } from './locale-providers';
import { scrollKey } from './router/scroll-key';

/** The element of each locale's root route: providers and the page-wide indicators. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const { key, pathname } = useLocation();
  // Lets lists tell a step back through history from a fresh page load.
  useEffect(() => noteLocation(key), [key]);
  useFocusAfterNavigation(pathname);
  return (
    <LocaleProviders locale={locale}>
      <ScrollRestoration getKey={scrollKey} />
      <RouteProgress />
      <ApiLoadingIndicator />
      <Outlet />
    </LocaleProviders>
  );
}
