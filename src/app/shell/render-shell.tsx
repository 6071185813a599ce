// The app shell's server-side renderer (issue 18, point 1): built by vite.shell.config.ts into
// dist-shell/ and run by the server (server/http/app-shell.ts) when it starts and when the
// catalogue or a menu changes, never per request. It renders the layout's own components with
// the menus the server read, in each language, to static HTML.
import { ApolloClient, ApolloProvider, ApolloLink, InMemoryCache } from '@apollo/client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import {
  GetChannelConfigurationDocument,
  GetMenuAtLocationDocument,
  GetWidgetAreaDocument,
} from '@/graphql/generated/operations';
import { FRONT_PAGE_AREA } from '@/features/widgets/front-page-area';
import { typePolicies } from '@/graphql/type-policies';
import { getI18n, localeTextsReady } from '@/i18n/i18n-instances';
import { LOCALE_PREFIX, type Locale } from '@/i18n/locale';
import { MARKET_ID, MARKET_PATHS } from '@/config/constants';
import { followMarket } from '@/lib/market/current-market';
import { makeStore } from '../store';
import { VatDisplayProvider } from '../vat-display-provider';
import { shellBootstrap, SHELL_PLAN_ID, type ShellPlan, type ShellRoutePlan } from './bootstrap';
import {
  catalogueRequests,
  layoutRequests,
  listRegistrations,
  productRequests,
  routePlans,
  startRequests,
  SHELL_REQUEST_HEADERS,
  type RoutePlanSource,
  type ShellRequest,
} from './prefetch-requests';
import { SHELL_CSS, ShellLayout, type ShellPage } from './shell-layout';

export {
  catalogueRequests,
  layoutRequests,
  listRegistrations,
  productRequests,
  routePlans,
  shellBootstrap,
  startRequests,
  SHELL_CSS,
  SHELL_PLAN_ID,
  SHELL_REQUEST_HEADERS,
};
export type { RoutePlanSource, ShellPage, ShellPlan, ShellRequest, ShellRoutePlan };

/**
 * The markets the app knows (config/constants.ts): the default one, and those a path segment
 * names (/se/…). The server renders a shell per market a page can be in, so a shopper in
 * Sverige sees the header's prices and words in SEK from the first paint on.
 */
export const SHELL_MARKETS = { defaultId: MARKET_ID, paths: MARKET_PATHS };

/** Which market a shell is rendered in, and the market segment its links stay under. */
export interface ShellMarket {
  id: number;
  /** '/se' for an address under the market's segment, '' for one without. */
  basename: string;
}

/**
 * An answer the server got for one of layoutRequests' or startRequests' requests (its `data`,
 * or null).
 */
export interface ShellAnswer {
  request: ShellRequest;
  data: unknown;
}

function ShellProviders({
  locale,
  answers,
  children,
}: {
  locale: Locale;
  answers: readonly ShellAnswer[];
  children: ReactNode;
}) {
  const cache = new InMemoryCache({ typePolicies });
  for (const { request, data } of answers) {
    if (!data) continue;
    if (request.operationName === 'GetChannelConfiguration') {
      // The channel's settings: the global message is part of the layout's first paint.
      cache.writeQuery({ query: GetChannelConfigurationDocument, data: data as never });
    } else if (request.operationName === 'GetMenuAtLocation') {
      const { menuLocationId } = request.variables as { menuLocationId: string };
      cache.writeQuery({
        query: GetMenuAtLocationDocument,
        variables: { menuLocationId },
        data: data as never,
      });
    } else if (request.operationName === 'GetWidgetArea') {
      // The front page's area: the shell renders its first container (the hero banner).
      cache.writeQuery({
        query: GetWidgetAreaDocument,
        variables: FRONT_PAGE_AREA,
        data: data as never,
      });
    }
  }
  const client = new ApolloClient({ cache, link: ApolloLink.empty(), ssrMode: true });
  return (
    <Provider store={makeStore()}>
      <VatDisplayProvider>
        <I18nextProvider i18n={getI18n(locale)}>
          <ApolloProvider client={client}>{children}</ApolloProvider>
        </I18nextProvider>
      </VatDisplayProvider>
    </Provider>
  );
}

/**
 * Until the app takes over, the shell's buttons and fields would do nothing: a tap on its search
 * button would be lost and text typed into its newsletter field thrown away at the take-over.
 * They are disabled (a control that plainly waits instead of one that swallows a tap); its links
 * are plain links and work as they are. The app's own controls replace them at the take-over.
 */
export function withoutLiveControls(html: string): string {
  return html.replace(/<(button|input|select|textarea)(?=[\s>/])/g, '<$1 disabled=""');
}

/**
 * The shell's markup (the inside of #root) for `page` in `locale` and `market`, with the menus
 * answered (in that market).
 */
export async function renderShell(
  locale: Locale,
  page: ShellPage,
  answers: readonly ShellAnswer[],
  market: ShellMarket = { id: MARKET_ID, basename: '' },
): Promise<string> {
  // The language's texts are a chunk of their own (only `common` is in the instance at first):
  // the shell shows the header's and the hero's words, not their keys.
  await localeTextsReady(locale);
  const base = LOCALE_PREFIX[locale] || '/';
  const routes: RouteObject[] = [
    {
      path: base,
      element: (
        <ShellProviders locale={locale} answers={answers}>
          <Outlet />
        </ShellProviders>
      ),
      // Rendered at the language's start address either way: the shell serves every address,
      // so its links (the language switcher's) lead to pages that exist, not to the render's.
      children: [{ index: true, element: <ShellLayout page={page} /> }],
    },
  ];
  // Under a market segment the links stay under it, as the app's router (its basename) has them.
  const handler = createStaticHandler(routes, market.basename ? { basename: market.basename } : {});
  const context = await handler.query(new Request(`http://shell.local${market.basename}${base}`));
  if (context instanceof Response) throw new Error(`The shell's route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The components read the market as the app does (useSyncExternalStore's server snapshot).
  // Set after the last await, right before the synchronous render: a render of another market
  // started meanwhile cannot change it under this one.
  followMarket(market.id);
  return withoutLiveControls(
    renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />),
  );
}
