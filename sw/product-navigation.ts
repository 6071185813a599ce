import type { RouteHandlerCallback } from 'workbox-core/types.js';
import { RUNTIME_CACHES } from '../src/config/pwa';
import {
  productShellMarkup,
  productShellRequest,
  shellPageOf,
  shellPlanOf,
  withProductShell,
  withShellPage,
} from './product-shell';
import { graphqlCacheKey } from './rules';

declare let self: ServiceWorkerGlobalScope;

/**
 * The shell handler, marked for the page at hand (the hero on the start page only), and for a
 * product page whose product answer the catalogue cache holds, with that product's name and
 * picture in it (product-shell.ts): a product the shopper has seen shows at the first paint,
 * offline too. Anything unexpected serves the plain shell.
 */
export function withCachedProduct(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    const response = await shell(options);
    try {
      if (!response.ok) return response;
      const html = await response.clone().text();
      const plan = shellPlanOf(html);
      if (!plan) return response;
      const pathname = options.url.pathname;
      let page = withShellPage(html, shellPageOf(plan, pathname));
      const request = productShellRequest(plan, pathname);
      if (request) {
        const key = graphqlCacheKey(new URL(request.address, self.location.origin));
        const cache = await self.caches.open(RUNTIME_CACHES.catalogue);
        const cached = await cache.match(key);
        const markup = cached && productShellMarkup(await cached.json(), request.image);
        if (markup) page = withProductShell(page, markup);
      }
      if (page === html) return response;
      // The stored answer's headers (its CSP, cache rules), not those of its stored body: the
      // new body is another length, and not encoded.
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      headers.delete('content-encoding');
      return new Response(page, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    } catch {
      return response;
    }
  };
}
