import { matchRoutes, type RouteObject } from 'react-router-dom';
import { setPrefetcher } from '@/lib/prefetch/prefetch';
import { routeTable } from './route-table';
import { screens } from './screens';

/**
 * Visible links preload their screen's chunk; hovered or focused links also run the screen's
 * loader, which warms the Apollo cache so the click renders at once.
 */
export function registerPrefetcher(routes: RouteObject[]): void {
  setPrefetcher((path, level) => {
    const url = new URL(path, window.location.origin);
    const leaf = matchRoutes(routes, url.pathname)?.at(-1);
    const route = routeTable.find((candidate) => candidate.id === leaf?.route.id);
    if (!leaf || !route) return;
    const screen = screens[route.screen];
    void screen.Component().catch(() => undefined);
    if (level === 'data') {
      void screen
        .loader?.({ locale: route.locale, params: leaf.params, url })
        .catch(() => undefined);
    }
  });
}
