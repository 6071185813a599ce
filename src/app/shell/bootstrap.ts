// Render as you fetch (issue 18, point 2). The server puts the plan (a JSON block) and
// shellBootstrap (an inline script, allowed by its hash) into the page's <head>: before the
// bundle has loaded, the page asks for the queries its route's loaders will ask for and preloads
// the route's chunks. Apollo's HttpLink takes those answers (graphql/links/prefetched-fetch.ts)
// instead of asking again. Nothing here may fail the page: without a plan the app asks itself.
import type { PrefetchedAnswers } from '@/graphql/links/prefetched-fetch';
import type { LcpImageRule, ShellPlan } from '@/config/shell-plan';

export { SHELL_PLAN_ID } from '@/config/shell-plan';
export type { LcpImageRule, ShellPlan, ShellRoutePlan } from '@/config/shell-plan';

/** An answer's Image as far as the preload needs it (ImageFields). */
interface AnswerImage {
  fileName: string;
  type: string;
  sizes: { folder: string; width: number }[];
}

/**
 * The inline script. Self-contained (the server inlines its source): it reads the plan, marks
 * <html data-shell-page> for the route at hand, starts the route's queries and preloads its
 * chunks.
 */
export function shellBootstrap(): void {
  // The spec's locale cookie (src/i18n/locale-cookie.ts): a shopper who chose Nynorsk and comes
  // to the shop's root (a bookmark, the installed app's start address) gets the Nynorsk start
  // page, before anything of the Bokmål one is painted or asked for.
  if (location.pathname === '/' && /(?:^|;\s*)ralph-locale=nn(?:;|$)/.test(document.cookie)) {
    location.replace(`/nn${location.search}${location.hash}`);
    return;
  }
  // Chromium's install prompt may come before the app has run (it loads after the first paint):
  // kept for the shop's own install offer (features/pwa/install-prompt-listener.ts).
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    window.__installPrompt = event;
  });
  // The app's own scripts, where the server took them out of the start page's HTML (an
  // #app-entry JSON block: server/http/app-shell.ts) so that they wait for the shell's first
  // paint. Over the network the start page's first paint is the page (the hero is its LCP) and
  // needs no script: a script that arrives before it (a fast line, the HTTP cache) is evaluated
  // first and holds the paint back (~300 ms of module evaluation at 4x CPU); so they, and the
  // page's queries, start when the browser has reported the first contentful paint. Under the
  // service worker the shell serves every address and everything comes from its caches: they
  // start after the first frame. A tab opened in the background paints nothing until shown:
  // a timer starts them there. Any failure of the plan below still loads the app.
  let entry: { script: string; modules: string[] } | null = null;
  try {
    const block = document.getElementById('app-entry');
    entry = block?.textContent
      ? (JSON.parse(block.textContent) as { script: string; modules: string[] })
      : null;
  } catch {
    entry = null;
  }
  const preloadModule = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  };
  const underWorker = 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  const painted: (() => void)[] = [];
  let hasPainted = false;
  const paint = () => {
    if (hasPainted) return;
    hasPainted = true;
    for (const run of painted) run();
  };
  const afterPaint = (run: () => void) => {
    if (hasPainted) run();
    else painted.push(run);
  };
  if (underWorker) {
    requestAnimationFrame(() => setTimeout(paint, 0));
    setTimeout(paint, 200);
  } else if (entry) {
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(paint, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(paint, 0));
    }
    setTimeout(paint, document.visibilityState === 'hidden' ? 200 : 3000);
  } else paint();
  const app = entry;
  if (app)
    afterPaint(() => {
      for (const href of app.modules) preloadModule(href);
      // The entry finds #root: a timer may come before the parser has passed the shell.
      const load = () => {
        const script = document.createElement('script');
        script.type = 'module';
        script.crossOrigin = '';
        script.src = app.script;
        document.head.appendChild(script);
      };
      if (document.readyState === 'loading' && !document.getElementById('app-shell-end'))
        document.addEventListener('DOMContentLoaded', load, { once: true });
      else load();
    });
  try {
    const element = document.getElementById('shell-plan');
    if (!element?.textContent) return;
    const plan = JSON.parse(element.textContent) as ShellPlan;
    const alias = location.pathname.split('/')[1] ?? '';
    const pathMarket = Object.prototype.hasOwnProperty.call(plan.markets, alias)
      ? plan.markets[alias]
      : undefined;
    const path =
      pathMarket === undefined ? location.pathname : location.pathname.slice(alias.length + 1);
    const route = plan.routes.find((candidate) => new RegExp(candidate.pattern).test(path));
    document.documentElement.setAttribute('data-shell-page', route ? route.page : 'other');
    const locale = path === '/nn' || path.startsWith('/nn/') ? 'nn' : 'nb';
    // The worker serves one language's page for every address: the other asks for itself.
    if (locale !== plan.locale) return;
    // The plan asks in its page's market; the page asks in the one its path names, else in the
    // one the shopper chose (the market cookie, lib/market/current-market.ts), as Apollo will.
    const chosen = /(?:^|;\s*)ralph-selected-market=([1-9]\d{0,8})(?:;|$)/.exec(document.cookie);
    const market = pathMarket === undefined ? chosen?.[1] : String(pathMarket);
    const inMarket = (url: string) =>
      market ? url.replace(/%22marketId%22%3A\d+(?=%2C|%7D)/, `%22marketId%22%3A${market}`) : url;
    const urls = plan.layout
      .concat(route?.page === 'start' ? [] : plan.catalogue, route ? route.requests : [])
      .map(inMarket);
    const segment = path.split('/').filter(Boolean).pop();
    const aliasUrls: string[] = [];
    if (route && segment) {
      const alias = encodeURIComponent(JSON.stringify(decodeURIComponent(segment)).slice(1, -1));
      for (const url of route.aliasRequests)
        aliasUrls.push(inMarket(url.split('%7Balias%7D').join(alias)));
    }
    // The product's first image, in the size the spec picks for this screen (and one smaller
    // under Save-Data), as pickImageSource picks it for the gallery's main image.
    const preloadImage = (body: unknown, rule: LcpImageRule) => {
      const answer = body as { data?: { product?: { images?: AnswerImage[] } | null } };
      const image = answer.data?.product?.images?.[0];
      if (!image) return;
      const sources = image.sizes
        .map((size) => ({
          url: `${rule.base}/${image.type}/${size.folder}/${encodeURIComponent(image.fileName)}`,
          width: size.width,
        }))
        .sort((a, b) => a.width - b.width);
      const isPhone = matchMedia(rule.phoneQuery).matches;
      const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
      const spec = isPhone
        ? sources.findIndex((source) => /^[56]\d\d$/.test(String(source.width)))
        : -1;
      const index = spec >= 0 ? spec : sources.length - 1;
      const picked = sources[connection?.saveData === true ? Math.max(0, index - 1) : index];
      if (!picked) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = picked.url;
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    };
    const imageRule = route?.lcpImage;
    const answers: PrefetchedAnswers = {};
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const url of urls.concat(aliasUrls)) {
        const answer = fetch(url, { headers: plan.headers, credentials: 'same-origin' });
        answers[url] = answer
          .then((response) => {
            // Read from a copy before Apollo gets the answer; the page never waits for it.
            if (imageRule && response.ok && aliasUrls.includes(url))
              response
                .clone()
                .json()
                .then((body: unknown) => preloadImage(body, imageRule))
                .catch(() => undefined);
            return response;
          })
          .catch(() => null);
      }
    };
    window.__shellPrefetch = answers;
    window.__shellPrefetchStart = start;
    // Under the service worker the answers come from its caches at once: the requests wait for
    // the first frame to be painted (started inside the parser's task, or in a timer before the
    // frame, their ~60 ms at 4x CPU held the repeat visit's first paint back), or for the app's
    // first ask, whichever comes first. So do the start page's (its first paint is the page;
    // its queries feed what the app adds below it). Elsewhere over the network they start now:
    // there the round trip is what the page waits for.
    const preloadRoute = () => {
      for (const href of route ? route.modules : []) preloadModule(href);
    };
    if (underWorker || (entry && route?.page === 'start')) {
      afterPaint(start);
      afterPaint(preloadRoute);
    } else {
      start();
      preloadRoute();
    }
  } catch {
    // A malformed address or plan: the app asks for itself.
  }
}
