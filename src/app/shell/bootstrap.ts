// Render as you fetch (issue 18, point 2). The server puts the plan (a JSON block) and
// shellBootstrap (an inline script, allowed by its hash) into the page's <head>: before the
// bundle has loaded, the page asks for the queries its route's loaders will ask for and preloads
// the route's chunks. Apollo's HttpLink takes those answers (graphql/links/prefetched-fetch.ts)
// instead of asking again. Nothing here may fail the page: without a plan the app asks itself.
import type { PrefetchedAnswers } from '@/graphql/links/prefetched-fetch';
import type { LcpImageRule, ListRequestPlan, ShellPlan } from '@/config/shell-plan';

export { SHELL_PLAN_ID } from '@/config/shell-plan';
export type { LcpImageRule, ListRequestPlan, ShellPlan, ShellRoutePlan } from '@/config/shell-plan';

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
  } else {
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
  }
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
    // A text where a query's JSON string goes, encoded as Apollo encodes it.
    const encodeText = (text: string) => encodeURIComponent(JSON.stringify(text).slice(1, -1));
    const aliasUrls: string[] = [];
    if (route && segment) {
      const alias = encodeText(decodeURIComponent(segment));
      for (const url of route.aliasRequests)
        aliasUrls.push(inMarket(url.split('%7Balias%7D').join(alias)));
    }
    const saveData =
      (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
    /** An image's files, smallest first (lib/images/image-sources.ts's toImageData). */
    const sourcesOf = (image: AnswerImage, base: string) =>
      image.sizes
        .map((size) => ({
          url: `${base}/${image.type}/${size.folder}/${encodeURIComponent(image.fileName)}`,
          width: size.width,
        }))
        .sort((a, b) => a.width - b.width);
    const preload = (attributes: Record<string, string>) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    };
    // The product's first image, in the size the spec picks for this screen (and one smaller
    // under Save-Data), as pickImageSource picks it for the gallery's main image.
    const preloadImage = (body: unknown, rule: LcpImageRule) => {
      const answer = body as { data?: { product?: { images?: AnswerImage[] } | null } } | null;
      const image = answer?.data?.product?.images?.[0];
      if (!image) return;
      const sources = sourcesOf(image, rule.base);
      const spec = matchMedia(rule.phoneQuery).matches
        ? sources.findIndex((source) => /^[56]\d\d$/.test(String(source.width)))
        : -1;
      const index = spec >= 0 ? spec : sources.length - 1;
      const picked = sources[saveData ? Math.max(0, index - 1) : index];
      if (picked) preload({ href: picked.url });
    };
    // The first cards' images, as the cards will ask for them (srcset and sizes; under
    // Save-Data each width names the next smaller file, as srcSet does).
    const preloadCards = (body: unknown, cards: ListRequestPlan['cardImages']) => {
      const answer = body as {
        data?: { products?: { products?: { images?: AnswerImage[] }[] } };
      } | null;
      for (const product of (answer?.data?.products?.products ?? []).slice(0, cards.count)) {
        const image = product.images?.[0];
        if (!image) continue;
        const sources = sourcesOf(image, cards.base);
        const srcset = sources.map((source, index) => {
          const file = saveData ? (sources[index - 1] ?? source) : source;
          return `${file.url} ${String(source.width)}w`;
        });
        preload({ imagesrcset: srcset.join(', '), imagesizes: cards.sizes });
      }
    };
    const answers: PrefetchedAnswers = {};
    /**
     * Starts one request; `read`, if given, gets its parsed body (null when it failed), read
     * from a copy before Apollo gets the answer: the page never waits for it.
     */
    const ask = (url: string, read?: (body: unknown) => void) => {
      answers[url] = fetch(url, { headers: plan.headers, credentials: 'same-origin' })
        .then((response) => {
          if (read)
            (response.ok ? response.clone().json() : Promise.resolve(null)).then(read, () =>
              read(null),
            );
          return response;
        })
        .catch(() => {
          read?.(null);
          return null;
        });
    };
    // The bodies the list's queries are made from (the settings and the categories).
    const bodies: Record<string, Promise<unknown>> = {};
    // The list's queries, with the path's category or search text, once the settings (and the
    // categories) have come; what they answer waits for Apollo as the other answers do.
    const askList = (plan: ListRequestPlan, text: string) => {
      void Promise.all([
        bodies[inMarket(plan.configuration)],
        plan.context === 'category' ? bodies[inMarket(plan.categories)] : null,
      ])
        .then(([settingsBody, categoriesBody]) => {
          const settings = (
            settingsBody as {
              data?: {
                channel?: { configuration?: { pageSize: number; searchTextMaxLength: number } };
              };
            } | null
          )?.data?.channel?.configuration;
          if (!settings) return;
          let id = '';
          let alias = text.replace(/\s+/g, ' ').trim().slice(0, settings.searchTextMaxLength);
          if (plan.context === 'category') {
            const categories =
              (
                categoriesBody as {
                  data?: {
                    categories?: { categoryId: number; alias: string; canonicalUrl: string }[];
                  };
                } | null
              )?.data?.categories ?? [];
            const wanted = decodeURIComponent(path)
              .replace(/^\/+|\/+$/g, '')
              .replace(/^nn\//, '');
            const category =
              categories.find((candidate) => candidate.canonicalUrl === wanted) ??
              categories.find((candidate) => candidate.alias === text);
            if (!category) return;
            id = String(category.categoryId);
            alias = category.alias;
          }
          if (!alias) return;
          const [products, ...others] = plan.requests.map((template) =>
            inMarket(
              template
                .split('%22%7Bid%7D%22')
                .join(id)
                .split('%22%7BpageSize%7D%22')
                .join(String(settings.pageSize))
                .split('%7Balias%7D')
                .join(encodeText(alias)),
            ),
          );
          // The products' answer names the first cards' images.
          if (products) ask(products, (body) => preloadCards(body, plan.cardImages));
          for (const url of others) ask(url);
        })
        .catch(() => undefined);
    };
    // A list without filters, sort or page in its address (those the loader works out): its
    // queries need the page size (the channel's settings) and a category's id (the categories),
    // so they start when those answers have come.
    const list = route?.list && !location.search ? route.list : null;
    const listNeeds = list ? [inMarket(list.configuration), inMarket(list.categories)] : [];
    const imageRule = route?.lcpImage;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      for (const url of urls) {
        if (listNeeds.includes(url)) bodies[url] = new Promise((resolve) => ask(url, resolve));
        else ask(url);
      }
      for (const url of aliasUrls)
        ask(url, imageRule ? (body) => preloadImage(body, imageRule) : undefined);
      if (list && segment)
        try {
          askList(list, decodeURIComponent(segment));
        } catch {
          // A malformed address: the app asks for itself.
        }
    };
    window.__shellPrefetch = answers;
    window.__shellPrefetchStart = start;
    // Under the service worker the answers come from its caches at once: the requests wait for
    // the first frame to be painted (started inside the parser's task, or in a timer before the
    // frame, their ~60 ms at 4x CPU held the repeat visit's first paint back), or for the app's
    // first ask, whichever comes first. So do the start page's (its first paint is the page;
    // its queries feed what the app adds below it). Elsewhere over the network they start now:
    // there the round trip is what the page waits for. The route's chunks are needed only once
    // the entry has run: they wait for the first paint, which they would otherwise share the
    // line with (the entry's own scripts are in the page).
    const preloadRoute = () => {
      for (const href of route ? route.modules : []) preloadModule(href);
    };
    if (underWorker || (entry && route?.page === 'start')) afterPaint(start);
    else start();
    afterPaint(preloadRoute);
  } catch {
    // A malformed address or plan: the app asks for itself.
  }
}
