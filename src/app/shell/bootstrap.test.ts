import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchedFetch } from '@/graphql/links/prefetched-fetch';
import { pickImageSource, toImageData, type ApiImage } from '@/lib/images/image-sources';
import { shellBootstrap, type ShellPlan } from './bootstrap';

const PLAN: ShellPlan = {
  locale: 'nb',
  markets: { se: 2 },
  headers: { 'x-api-key': 'key' },
  layout: ['/graphql?menu'],
  catalogue: ['/graphql?categories'],
  routes: [
    {
      page: 'start',
      pattern: '^/?$',
      requests: ['/graphql?products'],
      aliasRequests: [],
      modules: ['/assets/start.js'],
    },
    {
      page: 'other',
      pattern: '^/(p|pp|product)/.*[^/]$',
      requests: [],
      aliasRequests: ['/graphql?alias=%22%7Balias%7D%22'],
      modules: ['/assets/product.js'],
      lcpImage: { base: '/images', phoneQuery: '(max-width: 767px)' },
    },
    ...(['category', 'search'] as const).map((context) => ({
      page: 'other' as const,
      pattern: context === 'category' ? '^/c/.+$' : '^/s/[^/]+$',
      requests: [],
      aliasRequests: [],
      modules: ['/assets/list.js'],
      list: {
        context,
        requests: [
          `/graphql?${context}=%22%7Bid%7D%22&size=%22%7BpageSize%7D%22&text=%22%7Balias%7D%22`,
          '/graphql?info=%22%7Balias%7D%22',
        ],
        configuration: '/graphql?menu',
        categories: '/graphql?categories',
        cardImages: { base: '/images', sizes: '50vw', count: 2 },
      },
    })),
  ],
};

let requested: { url: string; init: RequestInit | undefined }[];
type PaintReport = (list: { getEntriesByName(name: string): unknown[] }) => void;
/** What the server answers a request with (by default a text naming it). */
let answerFor: (url: string) => Response;

/**
 * The bootstrap as the server inlines it: its source alone, so it must need nothing from its
 * module (an import would be missing, and the failure swallowed: nothing would be asked for).
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- exactly what the page runs
const inlined = new Function(`(${shellBootstrap.toString()})();`) as () => void;

/** Loads a page at `path` whose head carries `plan`, and runs the bootstrap as the page would. */
function bootAt(path: string, plan: unknown = PLAN) {
  history.replaceState(null, '', path);
  document.head.innerHTML = `<script type="application/json" id="shell-plan">${JSON.stringify(plan)}</script>`;
  inlined();
}

beforeEach(() => {
  requested = [];
  answerFor = (url) => new Response(`answer to ${url}`);
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    requested.push({ url, init });
    return Promise.resolve(answerFor(url));
  });
  delete window.__shellPrefetch;
  delete window.__shellPrefetchStart;
  document.documentElement.removeAttribute('data-shell-page');
  // The browser reports the page's first contentful paint (buffered: it came before).
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      readonly #report: PaintReport;
      constructor(report: PaintReport) {
        this.#report = report;
      }
      observe() {
        this.#report({ getEntriesByName: () => [{ startTime: 100 }] });
      }
      disconnect = vi.fn();
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
  document.head.innerHTML = '';
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('Missing');
  return value;
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );

describe('shellBootstrap', () => {
  it("starts the layout's and the start page's queries (not the categories it does not show) and preloads the start chunk", async () => {
    bootAt('/');
    expect(requested.map((request) => request.url)).toEqual(['/graphql?menu', '/graphql?products']);
    expect(requested[0]?.init?.headers).toEqual({ 'x-api-key': 'key' });
    expect(Object.keys(window.__shellPrefetch ?? {})).toEqual([
      '/graphql?menu',
      '/graphql?products',
    ]);
    // The route's chunk once the page has painted (a frame here: jsdom reports no paint).
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/start.js']));
    expect(document.documentElement.getAttribute('data-shell-page')).toBe('start');
  });

  it('asks for the product in the address, encoded as Apollo encodes it', async () => {
    bootAt('/p/lys/arbeidslys-%22pro%22%20%C3%A6');
    const alias = encodeURIComponent(JSON.stringify('arbeidslys-"pro" æ').slice(1, -1));
    expect(requested.map((request) => request.url)).toEqual([
      '/graphql?menu',
      '/graphql?categories',
      `/graphql?alias=%22${alias}%22`,
    ]);
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/product.js']));
    expect(document.documentElement.getAttribute('data-shell-page')).toBe('other');
  });

  const image: ApiImage = {
    fileName: 'vinsj æ.jpg',
    type: 'product',
    alt: 'Vinsj',
    ratio: 1.5,
    // Not in width order, as the API may send them.
    sizes: [
      { folder: '1200', descriptor: 'xl', width: 1200 },
      { folder: '300', descriptor: 's', width: 300 },
      { folder: '600', descriptor: 'm', width: 600 },
      { folder: '900', descriptor: 'l', width: 900 },
    ],
  };
  const screens = [
    { phone: false, saveData: false },
    { phone: true, saveData: false },
    { phone: false, saveData: true },
    { phone: true, saveData: true },
  ];
  for (const { phone, saveData } of screens)
    it(`preloads the product's main image in the spec's size (phone: ${phone}, Save-Data: ${saveData})`, async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: phone && query === '(max-width: 767px)',
      }));
      Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
      answerFor = (url) =>
        new Response(
          url.startsWith('/graphql?alias')
            ? JSON.stringify({ data: { product: { images: [image] } } })
            : 'other',
        );
      bootAt('/p/vinsj');
      const answer = await prefetchedFetch(must(requested[2]).url, { method: 'GET' });
      // Apollo still reads the whole answer.
      expect(await answer.json()).toEqual({ data: { product: { images: [image] } } });
      await vi.waitFor(() =>
        expect(document.head.querySelector('link[rel=preload]')).not.toBeNull(),
      );
      const link = document.head.querySelector<HTMLLinkElement>('link[rel=preload]');
      const expected = pickImageSource(toImageData(image).sources, phone, saveData);
      expect(link?.getAttribute('href')).toBe(expected?.url);
      expect(link?.getAttribute('as')).toBe('image');
      expect(link?.getAttribute('fetchpriority')).toBe('high');
    });

  it('preloads no image for a product without one, or a failed answer', async () => {
    answerFor = (url) =>
      url.startsWith('/graphql?alias')
        ? new Response(JSON.stringify({ data: { product: null } }))
        : new Response('other');
    bootAt('/p/gone');
    await prefetchedFetch(must(requested[2]).url, { method: 'GET' });
    answerFor = () => new Response('not json', { status: 500 });
    bootAt('/p/broken');
    await prefetchedFetch(must(requested[5]).url, { method: 'GET' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.head.querySelector('link[rel=preload]')).toBeNull();
  });

  describe('a product list', () => {
    const SETTINGS = {
      data: { channel: { configuration: { pageSize: 24, searchTextMaxLength: 9 } } },
    };
    const CATEGORIES = {
      data: {
        categories: [
          { categoryId: 3, alias: 'lys', canonicalUrl: 'c/lys' },
          { categoryId: 7, alias: 'arbeidslys', canonicalUrl: 'c/lys/arbeidslys' },
          { categoryId: 8, alias: 'bøyler', canonicalUrl: 'c/bøyler' },
        ],
      },
    };
    const product = (name: string) => ({
      images: [{ ...image, fileName: `${name}.jpg` }],
    });
    const PRODUCTS = { data: { products: { products: ['a', 'b', 'c'].map(product) } } };
    beforeEach(() => {
      answerFor = (url) =>
        new Response(
          JSON.stringify(
            url === '/graphql?menu'
              ? SETTINGS
              : url === '/graphql?categories'
                ? CATEGORIES
                : url.startsWith('/graphql?category') || url.startsWith('/graphql?search')
                  ? PRODUCTS
                  : {},
          ),
        );
    });
    const asked = () => requested.map((request) => request.url);

    it("asks for the category's products and info once the settings and categories have come", async () => {
      bootAt('/c/lys/arbeidslys');
      await vi.waitFor(() =>
        expect(asked()).toEqual([
          '/graphql?menu',
          '/graphql?categories',
          '/graphql?category=7&size=24&text=%22arbeidslys%22',
          '/graphql?info=%22arbeidslys%22',
        ]),
      );
      // Apollo takes them from the bootstrap, as the other answers.
      await prefetchedFetch('/graphql?category=7&size=24&text=%22arbeidslys%22', { method: 'GET' });
      expect(requested).toHaveLength(4);
      await vi.waitFor(() => expect(preloads()).toEqual(['/assets/list.js']));
    });

    it('finds a category by its last segment, in the encoding of the address', async () => {
      bootAt('/c/b%C3%B8yler');
      await vi.waitFor(() => expect(asked()).toHaveLength(4));
      expect(asked()[3]).toBe(`/graphql?info=%22${encodeURIComponent('bøyler')}%22`);
      requested = [];
      bootAt('/c/finnes-ikke');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked()).toEqual(['/graphql?menu', '/graphql?categories']);
    });

    it("preloads the first cards' images as the cards ask for them (srcset and sizes)", async () => {
      bootAt('/c/lys');
      await vi.waitFor(() => expect(asked()).toHaveLength(4));
      await prefetchedFetch(must(requested[2]).url, { method: 'GET' });
      await vi.waitFor(() =>
        expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(2),
      );
      const [first] = document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]');
      expect(first?.getAttribute('as')).toBe('image');
      expect(first?.getAttribute('imagesizes')).toBe('50vw');
      expect(first?.getAttribute('fetchpriority')).toBe('high');
      const { sources } = toImageData({ ...image, fileName: 'a.jpg' });
      expect(first?.getAttribute('imagesrcset')).toBe(
        sources.map((source) => `${source.url} ${String(source.width)}w`).join(', '),
      );
    });

    it('asks for a search by its text as the loader trims it, and for nothing with a query', async () => {
      bootAt('/s/%20Tusk%20%20dekk%20og%20mer');
      await vi.waitFor(() => expect(asked()).toHaveLength(4));
      // Whitespace collapsed, trimmed, cut at the channel's longest search text (9 here).
      expect(asked()[3]).toBe('/graphql?info=%22Tusk%20dekk%22');
      expect(asked()[2]).toBe('/graphql?search=&size=24&text=%22Tusk%20dekk%22');
      requested = [];
      // Filters, sort or page: the loader works the variables out.
      bootAt('/s/tusk?sort=PRICE_ASC');
      bootAt('/c/lys?page=2');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked().filter((url) => /search|category|info/.test(url))).toEqual([]);
    });

    it('asks for no list when the settings failed', async () => {
      answerFor = (url) =>
        url === '/graphql?menu' ? new Response('down', { status: 503 }) : new Response('{}');
      bootAt('/s/tusk');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(asked()).toEqual(['/graphql?menu', '/graphql?categories']);
    });
  });

  it('asks only for the layout and the categories on pages it has no plan for, and hides the hero', () => {
    bootAt('/b/tusk');
    expect(requested.map((request) => request.url)).toEqual([
      '/graphql?menu',
      '/graphql?categories',
    ]);
    expect(preloads()).toEqual([]);
    expect(document.documentElement.getAttribute('data-shell-page')).toBe('other');
  });

  it("asks for nothing on the other language's page (the worker's one shell)", () => {
    bootAt('/nn/p/lys/arbeidslys');
    expect(requested).toEqual([]);
    expect(window.__shellPrefetch).toBeUndefined();
  });

  describe('in a market', () => {
    // The plan's addresses as the server writes them: in its page's market (here the default).
    const inMarket = (id: number) => `%7B%22marketId%22%3A${String(id)}%2C%22x%22%3A1%7D`;
    const MARKET_PLAN: ShellPlan = {
      ...PLAN,
      layout: [`/graphql?menu=${inMarket(1)}`],
      routes: PLAN.routes.map((route) => ({
        ...route,
        requests: route.requests.map((url) => `${url}=${inMarket(1)}`),
        aliasRequests: route.aliasRequests.map((url) => `${url}&v=${inMarket(1)}`),
      })),
    };
    afterEach(() => {
      document.cookie = 'ralph-selected-market=; max-age=0; path=/';
    });

    it('under a market segment: the page after it, asked in that market', async () => {
      bootAt('/se', MARKET_PLAN);
      expect(document.documentElement.getAttribute('data-shell-page')).toBe('start');
      expect(requested.map((request) => request.url)).toEqual([
        `/graphql?menu=${inMarket(2)}`,
        `/graphql?products=${inMarket(2)}`,
      ]);
      await vi.waitFor(() => expect(preloads()).toEqual(['/assets/start.js']));
    });

    it('a product under the segment is asked by its own alias, and the segment wins over the chosen market', () => {
      document.cookie = 'ralph-selected-market=1; path=/';
      bootAt('/se/p/lys/arbeidslys', MARKET_PLAN);
      expect(requested.map((request) => request.url)).toEqual([
        `/graphql?menu=${inMarket(2)}`,
        '/graphql?categories',
        `/graphql?alias=%22arbeidslys%22&v=${inMarket(2)}`,
      ]);
    });

    it('without a segment, the market the shopper chose; another language under it asks nothing', () => {
      document.cookie = 'ralph-selected-market=2; path=/';
      bootAt('/', MARKET_PLAN);
      expect(requested.map((request) => request.url)).toEqual([
        `/graphql?menu=${inMarket(2)}`,
        `/graphql?products=${inMarket(2)}`,
      ]);
      requested = [];
      bootAt('/se/nn', MARKET_PLAN);
      expect(requested).toEqual([]);
    });

    it('a segment that names no market is a page of the default market', () => {
      bootAt('/sexy/p/lys/x', MARKET_PLAN);
      expect(requested.map((request) => request.url)[0]).toBe(`/graphql?menu=${inMarket(1)}`);
    });
  });

  it('does nothing without a plan or with a broken one', () => {
    history.replaceState(null, '', '/');
    document.head.innerHTML = '';
    inlined();
    document.head.innerHTML = '<script type="application/json" id="shell-plan">{not json</script>';
    inlined();
    expect(requested).toEqual([]);
  });
});

describe("the start page's app scripts (an #app-entry block)", () => {
  const ENTRY = { script: '/assets/index.js', modules: ['/assets/react.js'] };
  const bootWithEntry = (path: string) => {
    history.replaceState(null, '', path);
    document.head.innerHTML =
      `<script type="application/json" id="shell-plan">${JSON.stringify(PLAN)}</script>` +
      `<script type="application/json" id="app-entry">${JSON.stringify(ENTRY)}</script>`;
    inlined();
  };
  const scripts = () =>
    [...document.head.querySelectorAll<HTMLScriptElement>('script[type=module]')].map((script) =>
      script.getAttribute('src'),
    );
  let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null;
  beforeEach(() => {
    report = null;
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('load with its queries once the browser has reported the first contentful paint', () => {
    bootWithEntry('/');
    expect([requested, scripts(), preloads()]).toEqual([[], [], []]);
    // The first paint (no text yet): still nothing.
    report?.({ getEntriesByName: () => [] });
    vi.advanceTimersByTime(0);
    expect(scripts()).toEqual([]);
    report?.({
      getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ startTime: 150 }] : []),
    });
    vi.advanceTimersByTime(0);
    expect(scripts()).toEqual(['/assets/index.js']);
    expect(preloads()).toEqual(['/assets/react.js', '/assets/start.js']);
    expect(requested.map((request) => request.url)).toEqual(['/graphql?menu', '/graphql?products']);
  });

  it('load after a timer where no paint is reported (a background tab), and with a broken plan', () => {
    bootWithEntry('/');
    vi.advanceTimersByTime(2999);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(['/assets/index.js']);
    document.head.innerHTML = '';
    history.replaceState(null, '', '/');
    document.head.innerHTML = `<script type="application/json" id="app-entry">${JSON.stringify(ENTRY)}</script>`;
    inlined();
    report?.({ getEntriesByName: () => [{}] });
    vi.advanceTimersByTime(0);
    expect(scripts()).toEqual(['/assets/index.js']);
  });
});

describe("the browser's install prompt", () => {
  it('is kept for the app when it comes before the app has run', () => {
    bootAt('/');
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(window.__installPrompt).toBe(offer);
    delete window.__installPrompt;
  });
});

describe('prefetchedFetch', () => {
  it('answers a GET the bootstrap started from it, once', async () => {
    bootAt('/');
    const answer = await prefetchedFetch('/graphql?products', { method: 'GET' });
    expect(await answer.text()).toBe('answer to /graphql?products');
    expect(requested).toHaveLength(2);
    await prefetchedFetch('/graphql?products', { method: 'GET' });
    expect(requested).toHaveLength(3);
  });

  it("under a service worker starts the requests after the first frame, or at the app's first ask", async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    try {
      bootAt('/');
      // Not inside the parser's task nor before the first frame (the first paint waits for it).
      expect(requested).toHaveLength(0);
      // The app asks first: they start then, once, and it is answered from them.
      const answer = prefetchedFetch('/graphql?products', { method: 'GET' });
      expect(requested.map((request) => request.url)).toEqual([
        '/graphql?menu',
        '/graphql?products',
      ]);
      expect(await (await answer).text()).toBe('answer to /graphql?products');
      await vi.runAllTimersAsync();
      expect(requested).toHaveLength(2);
      // Nobody asks: the timer starts them.
      requested = [];
      bootAt('/');
      await vi.runAllTimersAsync();
      expect(requested).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.useRealTimers();
    }
  });

  it('asks the network when the prefetch failed, and for anything else', async () => {
    window.__shellPrefetch = { '/graphql?menu': Promise.resolve(null) };
    await prefetchedFetch('/graphql?menu', { method: 'GET' });
    await prefetchedFetch('/graphql?other', { method: 'GET' });
    window.__shellPrefetch = { '/graphql': Promise.resolve(new Response('prefetched')) };
    const post = await prefetchedFetch('/graphql', { method: 'POST', body: '{}' });
    expect(await post.text()).toBe('answer to /graphql');
    expect(requested.map((request) => request.url)).toEqual([
      '/graphql?menu',
      '/graphql?other',
      '/graphql',
    ]);
  });
});
