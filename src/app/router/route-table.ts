import type { RouteObject } from 'react-router-dom';
import { LOCALES, LOCALE_PREFIX, type Locale } from '@/i18n/locale';

export type ScreenKey =
  | 'start'
  | 'product'
  | 'package-product'
  | 'category'
  | 'all-products'
  | 'brand'
  | 'campaign'
  | 'search'
  | 'market-search'
  | 'list'
  | 'list-alias'
  | 'brands'
  | 'customer-service'
  | 'favorites'
  | 'content'
  | 'start-content'
  | 'preview'
  | 'checkout'
  | 'checkout-confirm'
  | 'checkout-fail'
  | 'reset-password'
  | 'newsletter-confirm'
  | 'account'
  | 'account-orders'
  | 'account-order'
  | 'account-settings'
  | 'account-balance'
  | 'not-found';

export type LayoutKey = 'default' | 'undistracted';

interface ScreenDefinition {
  screen: ScreenKey;
  /** Paths relative to the locale root; "" is the locale's start page. */
  paths: readonly string[];
  layout: LayoutKey;
}

/** Every screen once; the table below derives the nb (no prefix) and nn (/nn) routes. */
export const screens: readonly ScreenDefinition[] = [
  { screen: 'start', paths: [''], layout: 'default' },
  // /p/(.*)/(.*)/{alias}, /p/(.*)/{alias} and /p/{alias}: the alias is the last segment.
  { screen: 'product', paths: ['p/*', 'product/:alias?'], layout: 'default' },
  { screen: 'package-product', paths: ['pp/*'], layout: 'default' },
  { screen: 'category', paths: ['c/*'], layout: 'default' },
  { screen: 'all-products', paths: ['produkter'], layout: 'default' },
  { screen: 'brand', paths: ['b/*'], layout: 'default' },
  { screen: 'campaign', paths: ['dc/*'], layout: 'default' },
  { screen: 'search', paths: ['s/:search'], layout: 'default' },
  // The market's own search segment comes from the channel configuration (e.g. /sok/{text}):
  // any two-segment path no other route claims; the loader answers 404 for other segments.
  { screen: 'market-search', paths: [':searchSegment/:searchString'], layout: 'default' },
  { screen: 'list', paths: ['l/*'], layout: 'default' },
  // /list/{brand?|category?|discountCampaign?|list?|search?}: one shape, resolved by the loader.
  { screen: 'list-alias', paths: ['list/:value?'], layout: 'default' },
  { screen: 'brands', paths: ['produsent'], layout: 'default' },
  // /kundeservice too: the header's button says "Kundeservice", and shoppers type that.
  { screen: 'customer-service', paths: ['kundetjeneste', 'kundeservice'], layout: 'default' },
  { screen: 'favorites', paths: ['favoritter'], layout: 'default' },
  // The editors' preview of a widget area (a draft to editors only).
  { screen: 'preview', paths: ['preview-widgets', 'content/preview'], layout: 'default' },
  { screen: 'start-content', paths: ['start'], layout: 'default' },
  // Content pages from widget areas: /content/{alias} and the catch-all /{alias} (the shop's
  // information pages too). Any single segment no other screen claims; the loader and the
  // server answer 404 for an alias nobody has.
  { screen: 'content', paths: ['content/:alias', ':alias'], layout: 'default' },
  { screen: 'checkout', paths: ['kassen'], layout: 'undistracted' },
  // The payment page returns here (nb paths; the loader sends a Nynorsk checkout on to /nn).
  { screen: 'checkout-confirm', paths: ['checkout/confirm'], layout: 'default' },
  { screen: 'checkout-fail', paths: ['checkout/klarna-fail'], layout: 'default' },
  // The link of the password reset mail (server/accounts): ?key=… works once, for an hour.
  { screen: 'reset-password', paths: ['account/reset-password'], layout: 'default' },
  // The link of the newsletter's confirmation mail (server/newsletter): ?key=… confirms once.
  { screen: 'newsletter-confirm', paths: ['nyhetsbrev/bekreft'], layout: 'default' },
  // The account pages, behind the `authenticated` guard (routes/account-loader.ts): a visitor
  // without a loginToken query is sent to the index. /account and /min-konto (the pages' own
  // root, which a shopper types) show the orders too.
  { screen: 'account', paths: ['account', 'min-konto'], layout: 'default' },
  { screen: 'account-orders', paths: ['min-konto/bestillinger'], layout: 'default' },
  { screen: 'account-order', paths: ['min-konto/bestillinger/:orderId'], layout: 'default' },
  { screen: 'account-settings', paths: ['min-konto/innstillinger'], layout: 'default' },
  { screen: 'account-balance', paths: ['min-konto/saldo'], layout: 'default' },
  { screen: 'not-found', paths: ['404', '*'], layout: 'default' },
];

export interface LocalizedRoute {
  /** Unique router id: the name, plus "#n" for a screen's further paths. */
  id: string;
  /** Route name with its language suffix, e.g. "product-nn". */
  name: string;
  screen: ScreenKey;
  locale: Locale;
  layout: LayoutKey;
  /** Path relative to the locale root, as react-router takes it ("" = index route). */
  path: string;
  /** The full pattern, e.g. "/nn/p/*". */
  fullPath: string;
}

export function buildRouteTable(): LocalizedRoute[] {
  return LOCALES.flatMap((locale) =>
    screens.flatMap(({ screen, paths, layout }) =>
      paths.map((path, index) => {
        const name = `${screen}-${locale}`;
        const fullPath = `${LOCALE_PREFIX[locale]}/${path}`.replace(/\/$/, '') || '/';
        return {
          id: index === 0 ? name : `${name}#${index}`,
          name,
          screen,
          locale,
          layout,
          path,
          fullPath,
        };
      }),
    ),
  );
}

export const routeTable: readonly LocalizedRoute[] = buildRouteTable();

interface RouteDecorators {
  root?: (locale: Locale) => Partial<RouteObject>;
  layout?: (locale: Locale, layout: LayoutKey) => Partial<RouteObject>;
  /** A pathless route between layout and screens: errors render inside the layout. */
  pages?: (locale: Locale, layout: LayoutKey) => Partial<RouteObject>;
  screen?: (route: LocalizedRoute) => Partial<RouteObject>;
}

/**
 * The route tree: locale root → layout → pages → screens. Without decorators it has no
 * elements, which keeps it testable with matchRoutes; app/router/create-router decorates it.
 */
export function toRouteObjects(decorators: RouteDecorators = {}): RouteObject[] {
  return LOCALES.map((locale) => {
    const routes = routeTable.filter((route) => route.locale === locale);
    const layouts = [...new Set(routes.map((route) => route.layout))];
    return {
      ...decorators.root?.(locale),
      id: `root-${locale}`,
      path: LOCALE_PREFIX[locale] || '/',
      children: layouts.map((layout) => ({
        ...decorators.layout?.(locale, layout),
        id: `${layout}-${locale}`,
        children: [
          {
            ...decorators.pages?.(locale, layout),
            id: `${layout}-pages-${locale}`,
            children: routes
              .filter((route) => route.layout === layout)
              .map((route) => {
                const shape = route.path === '' ? { index: true as const } : { path: route.path };
                return { ...decorators.screen?.(route), ...shape, id: route.id } as RouteObject;
              }),
          },
        ],
      })),
    } as RouteObject;
  });
}
