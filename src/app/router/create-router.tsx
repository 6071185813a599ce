import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadChannelConfiguration } from '@/features/channel/channel-configuration';
import { GetCategoriesDocument, GetMenuAtLocationDocument } from '@/graphql/generated/operations';
import { loadQuery } from '@/graphql/load-query';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { getI18n, localeTextsReady } from '@/i18n/i18n-instances';
import { stripLocale, type Locale } from '@/i18n/locale';
import { whenIdle } from '@/lib/idle/when-idle';
import { readyClient } from '@/routes/route-loader';
import { ErrorLayout } from '../layouts/error-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { UndistractedLayout } from '../layouts/undistracted-layout';
import { RouteError } from '../errors/route-error';
import { LocaleProviders } from '../locale-providers';
import { LocaleRoot } from '../locale-root';
import { toRouteObjects, type LayoutKey } from './route-table';
import { screens } from './screens';
import { retryImport } from '@/lib/lazy-retry';
import { nextTask } from '@/lib/idle/next-task';

const layouts: Record<LayoutKey, ComponentType> = {
  default: DefaultLayout,
  undistracted: UndistractedLayout,
};

/**
 * The main menu is part of the first paint; a failure only leaves the navigation empty. The
 * footer menus are requested now too (not awaited) rather than after the first render, and so
 * are the categories and the channel configuration that most screen loaders need first (a list
 * page's products query depends on both): asked here, they travel with the menu instead of
 * one and two round trips after the screen's lazy loader arrived; the loaders join them.
 * The start page shows no categories: it asks for them once idle, ready for the first click on
 * one, so its first render does not spend its time writing them into the cache (the shell's
 * bootstrap does not ask for them there either: prefetch-requests.ts).
 */
async function shellLoader(locale: Locale, url: URL): Promise<null> {
  const client = await readyClient(locale);
  const menu = (menuLocationId: string) =>
    loadQuery(client, GetMenuAtLocationDocument, { menuLocationId }).catch(() => null);
  // Each in a task of its own (Apollo's side of one ask is ~10 ms at 4x CPU): the router's
  // first task, which runs every loader, stays short (TBT).
  for (const id of ['footer-1', 'footer-2', 'customer-service', 'social', 'credits'])
    nextTask(() => void menu(id));
  const categories = () => void loadQuery(client, GetCategoriesDocument, {}).catch(() => null);
  if (stripLocale(url.pathname) === '/') void whenIdle().then(categories);
  else categories();
  // The language's texts (a chunk of their own) and the channel's settings (the global message
  // is in the layout's first paint, as in the prerendered shell) travel with the menu; nothing
  // renders before. The shell's bootstrap has asked for all three already.
  await Promise.all([menu('main'), localeTextsReady(locale), loadChannelConfiguration(client)]);
  return null;
}

export function buildRoutes(): RouteObject[] {
  return toRouteObjects({
    root: (locale) => ({
      element: <LocaleRoot locale={locale} />,
      loader: ({ request }) => shellLoader(locale, new URL(request.url)),
      shouldRevalidate: () => false,
      errorElement: (
        <LocaleProviders locale={locale}>
          <ErrorLayout />
        </LocaleProviders>
      ),
      hydrateFallbackElement: <FullScreenSpinner label={getI18n(locale).t('common:loading')} />,
    }),
    layout: (_locale, layout) => {
      const Layout = layouts[layout];
      return { element: <Layout /> };
    },
    pages: () => ({ errorElement: <RouteError /> }),
    screen: (route) => {
      const { loader, Component } = screens[route.screen];
      // A navigation whose chunk (screen or loader code) a poor connection dropped tries again
      // before the error page; a prefetch (prefetcher.ts) does not, it only warms.
      return {
        lazy: { Component: () => retryImport(Component) },
        loader: loader
          ? ({ params, request }) =>
              retryImport(() => loader({ locale: route.locale, params, url: new URL(request.url) }))
          : undefined,
      };
    },
  });
}
