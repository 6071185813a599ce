import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ApiLoadingIndicator } from '@/features/loading/api-loading-indicator';
import { RouteProgress } from '@/features/loading/route-progress';
import type { Locale } from '@/i18n/locale';
import { LocaleProviders } from './locale-providers';
import { scrollKey } from './router/scroll-key';

/** The element of each locale's root route: providers and the page-wide indicators. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  return (
    <LocaleProviders locale={locale}>
      <ScrollRestoration getKey={scrollKey} />
      <RouteProgress />
      <ApiLoadingIndicator />
      <Outlet />
    </LocaleProviders>
  );
}
