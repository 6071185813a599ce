import { expect, test, type Page } from './support/test.js';

import {
  categoryProducts,
  localePath,
  must,
  topCategories,
  type Locale,
} from './support/catalogue.js';
import { gql } from './support/lists.js';
import { PHONE, phoneInBokmal } from './support/projects.js';

// Issue 18, points 1 and 2: the HTML paints the shop's header, navigation and start page hero
// before (and without) any JavaScript; the route's queries and chunk are asked for before the
// entry chunk has arrived; and the app takes over the shell without moving anything on screen.

const HERO: Record<Locale, string> = {
  nb: 'Deler og utstyr til ATV, UTV og tilhenger',
  nn: 'Delar og utstyr til ATV, UTV og tilhengar',
};
const POPULAR: Record<Locale, string> = { nb: 'Populære produkter', nn: 'Populære produkt' };

/** The labels of the main menu's top items, as the API has them now. */
async function mainMenu(page: Page, locale: Locale): Promise<string[]> {
  const { getMenuAtLocation } = await gql<{
    getMenuAtLocation: { menuItems: { label: string }[] };
  }>(
    page.request,
    locale,
    `query E2eMenu($channelId: Int, $languageId: Int, $marketId: Int) {
      getMenuAtLocation(menuLocationId: "main", channelId: $channelId, languageId: $languageId, marketId: $marketId) {
        menuItems { label }
      }
    }`,
  );
  return getMenuAtLocation.menuItems.map((item) => item.label);
}

interface Watched {
  /** Every layout shift's score (the Layout Instability API). */
  shifts: number[];
  /** Animation frames in which the hero's title, once painted, was not in the page. */
  heroGaps: number;
  /** The start times of the largest-contentful-paint candidates. */
  lcp: number[];
}

/** Watches the page from its first byte: layout shifts, LCP, and whether the hero ever went. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = { shifts: [] as number[], heroGaps: 0, lcp: [] as number[] };
    (window as unknown as { __watched: typeof watched }).__watched = watched;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) watched.shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watched.lcp.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    let seen = false;
    const frame = () => {
      const present = document.getElementById('hero-title') !== null;
      if (present) seen = true;
      else if (seen) watched.heroGaps++;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { __watched: Watched }).__watched);

/** The app has replaced the prerendered shell (app/shell/take-over.ts). */
const takenOver = (page: Page) =>
  expect(page.locator('#root')).not.toHaveAttribute('data-app-shell', /.*/);

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

const resourceTimings = (page: Page): Promise<Timing[]> =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      responseEnd: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );

/**
 * Holds back the given chunks for a while, as a slow network would: what must not wait for
 * them shows it does not (on this machine they would otherwise arrive within milliseconds).
 */
async function slowChunks(page: Page, chunks: RegExp, ms = 1500): Promise<void> {
  await page.route(chunks, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

function one(timings: Timing[], pattern: RegExp, what: string): Timing {
  const found = timings.filter((timing) => pattern.test(timing.name));
  expect(found, `${what}: ${found.map((timing) => timing.name).join(', ')}`).toHaveLength(1);
  return must(found[0], what);
}

test.describe('with JavaScript blocked', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['nb', 'nn'] as const)
    test(
      `the start page paints its header, navigation and hero (${locale})`,
      phoneInBokmal(locale),
      async ({ page }) => {
        const menu = await mainMenu(page, locale);
        expect(menu.length).toBeGreaterThan(0);
        await page.goto(locale === 'nb' ? '/' : '/nn');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('link', { name: /ATV-Huset/ }).first()).toBeVisible();
        const navigation = page.locator('nav.main-nav');
        await expect(navigation.locator('a.main-nav__link')).toHaveText(menu);
        await expect(page.getByRole('heading', { level: 1, name: HERO[locale] })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
        // Painted from the page alone: no stylesheet to wait for, the shell's CSS is inline (the
        // hero's white title on its dark landscape).
        expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCSS(
          'color',
          'rgb(255, 255, 255)',
        );
      },
    );

  test('another page paints the header and navigation, without the hero', async ({ page }) => {
    const [category] = await topCategories(page.request, 'nb');
    await page.goto(localePath('nb', must(category, 'a category').canonicalUrl));
    await expect(page.locator('nav.main-nav a.main-nav__link').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HERO.nb })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Laster …' })).toBeVisible();
    // The shell serves every address: its language links lead to pages that exist.
    const languages = page.locator('a.language-switcher__link');
    await expect(languages).toHaveCount(2);
    expect(
      await languages.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/', '/nn']);
  });

  test('in Sverige (/se) the shell is in SEK, and its links stay under /se', async ({ page }) => {
    await page.goto('/se');
    await expect(page.getByRole('heading', { level: 1, name: HERO.nb })).toBeVisible();
    await expect(
      page.getByText(/^Fri frakt på bestillinger over [\d\s]+ SEK$/).first(),
    ).toBeAttached();
    await expect(page.getByText(/ kr$/)).toHaveCount(0);
    const hrefs = await page
      .locator('nav.main-nav a.main-nav__link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/se\//);
    await expect(page.locator('a.language-switcher__link[hreflang=nn]')).toHaveAttribute(
      'href',
      '/se/nn',
    );
  });
});

test("in Sverige (/se) the shell's queries are asked in its market, and the app takes their answers", async ({
  page,
}) => {
  await page.goto('/se');
  await expect(page.getByRole('heading', { name: POPULAR.nb })).toBeVisible();
  const areas = (await resourceTimings(page)).filter((timing) =>
    timing.name.includes('operationName=GetWidgetArea&'),
  );
  expect(areas.map((timing) => timing.name)).toHaveLength(1);
  expect(decodeURIComponent(must(areas[0], 'the widget area').name)).toContain('"marketId":2');
  await expect(page.getByRole('button', { name: /SEK/ }).first()).toBeVisible();
});

test("the start page's queries and chunk are in flight before the entry chunk has arrived", async ({
  page,
}) => {
  await slowChunks(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: POPULAR.nb })).toBeVisible();
  const timings = await resourceTimings(page);
  const entry = one(timings, /\/assets\/index-[\w-]+\.js$/, 'the entry chunk');
  // The front page's widget area (issue 17), whose first container the shell has painted.
  const products = one(timings, /operationName=GetWidgetArea&/, "the front page's widget area");
  const menu = timings.filter((timing) => timing.name.includes('operationName=GetMenuAtLocation&'));
  // main, the footer's two columns, the header's customer service, social and credit links.
  expect(menu).toHaveLength(6);
  for (const query of [products, ...menu]) expect(query.startTime).toBeLessThan(entry.responseEnd);
  const chunk = one(timings, /\/assets\/start-[\w-]+\.js$/, "the start page's chunk");
  expect(chunk.startTime).toBeLessThan(entry.responseEnd);
  // The shell is the start page: its first contentful paint waits for no script, and the app's
  // scripts and queries are asked for once it is there (they would be evaluated before it
  // where they arrive first, from a fast line or the HTTP cache).
  const painted = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  expect(painted).not.toBeNull();
  const react = one(timings, /\/assets\/react-[\w-]+\.js$/, 'React');
  for (const asked of [entry, react, chunk, products, ...menu])
    expect([asked.name, asked.startTime >= (painted ?? Infinity)]).toEqual([asked.name, true]);
  // The start page shows no category: it asks for the category list once idle, ready for the
  // first click on one, and not in its first render (nor does the shell's bootstrap).
  const categories = 'operationName=GetCategories&';
  await expect
    .poll(async () => (await resourceTimings(page)).filter((t) => t.name.includes(categories)))
    .toHaveLength(1);
  const idle = await page.evaluate(
    () => performance.getEntriesByName('atvhuset:idle', 'mark')[0]?.startTime ?? null,
  );
  expect(idle).not.toBeNull();
  const asked = one(await resourceTimings(page), /operationName=GetCategories&/, 'the categories');
  expect(asked.startTime).toBeGreaterThanOrEqual(idle ?? Infinity);
});

test(
  "a product page's query, chunk and main image are in flight before the app has run",
  PHONE,
  async ({ page }) => {
    const [category] = await topCategories(page.request, 'nn');
    const list = await categoryProducts(
      page.request,
      'nn',
      must(category, 'a category').categoryId,
    );
    const product = must(list.products[0], 'a product');
    await slowChunks(page, /\/assets\/(index|product-page)-[\w-]+\.js$/);
    await page.goto(localePath('nn', product.canonicalUrl));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const main = page.locator('.gallery__main img');
    await expect(main).toHaveJSProperty('complete', true);
    const timings = await resourceTimings(page);
    const entry = one(timings, /\/assets\/index-[\w-]+\.js$/, 'the entry chunk');
    // Asked once: the app took the bootstrap's answer instead of asking again. So are the
    // categories, which every page but the start page asks first (the breadcrumb).
    const query = one(timings, /operationName=GetProduct&/, 'the product query');
    expect(query.startTime).toBeLessThan(entry.responseEnd);
    const categories = one(timings, /operationName=GetCategories&/, 'the categories');
    expect(categories.startTime).toBeLessThan(entry.responseEnd);
    const chunk = one(timings, /\/assets\/product-page-[\w-]+\.js$/, "the product page's chunk");
    expect(chunk.startTime).toBeLessThan(entry.responseEnd);
    // The LCP image: preloaded with high priority in the size the gallery shows (the spec's pick
    // for this screen), fetched once, before the page's chunk that renders it had arrived.
    const preload = page.locator('link[rel=preload][as=image]');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    const src = must(await main.getAttribute('src'), "the main image's address");
    expect(await preload.getAttribute('href')).toBe(src);
    const image = one(
      timings.filter((timing) => timing.name.endsWith(src)),
      /./,
      'the main image',
    );
    expect(image.startTime).toBeLessThan(chunk.responseEnd);
  },
);

test(
  "a category's and a search's queries, chunk and first cards' images are in flight before the app has run",
  PHONE,
  async ({ page }) => {
    const [category] = await topCategories(page.request, 'nb');
    const { canonicalUrl } = must(category, 'a category');
    await slowChunks(page, /\/assets\/(index|list-page)-[\w-]+\.js$/);
    await page.goto(localePath('nb', canonicalUrl));
    const card = page.locator('.product-card img').first();
    await expect(card).toHaveJSProperty('complete', true);
    const timings = await resourceTimings(page);
    const entry = one(timings, /\/assets\/index-[\w-]+\.js$/, 'the entry chunk');
    // Asked once each, before the entry chunk had come: the app took the bootstrap's answers.
    const products = one(timings, /operationName=GetProducts&/, 'the products');
    const info = one(timings, /operationName=GetListPageInfo&/, "the list's info");
    for (const query of [products, info]) expect(query.startTime).toBeLessThan(entry.responseEnd);
    const chunk = one(timings, /\/assets\/list-page-[\w-]+\.js$/, "the list page's chunk");
    expect(chunk.startTime).toBeLessThan(entry.responseEnd);
    // The first card's image (the LCP of a list): fetched once, in the size the card picks
    // from its srcset, before the chunk that renders the cards had arrived.
    const src = must(
      await card.evaluate((image: HTMLImageElement) => image.currentSrc),
      "the first card's image",
    );
    const image = one(
      timings.filter((timing) => timing.name === src),
      /./,
      "the first card's image",
    );
    expect(image.startTime).toBeLessThan(chunk.responseEnd);
    await expect(page.locator('link[rel=preload][as=image]').first()).toHaveAttribute(
      'fetchpriority',
      'high',
    );

    await page.goto('/s/Vinsj');
    await expect(page.locator('.product-card').first()).toBeVisible();
    const search = await resourceTimings(page);
    const searchEntry = one(search, /\/assets\/index-[\w-]+\.js$/, 'the entry chunk');
    const asked = one(search, /operationName=GetProducts&/, 'the search');
    expect(decodeURIComponent(asked.name)).toContain('"searchText":"Vinsj"');
    expect(asked.startTime).toBeLessThan(searchEntry.responseEnd);
  },
);

test('the app takes over the shell without a layout shift', PHONE, async ({ page, browser }) => {
  // Where the shell alone puts the hero and the navigation.
  const still = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const shell = await still.newPage();
  await shell.goto('/');
  const heroInShell = await shell.locator('#hero-title').boundingBox();
  const navInShell = await shell.locator('.site-header').boundingBox();
  await still.close();

  await watch(page);
  // A slow bundle: the shell must be what paints the largest content.
  await slowChunks(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/');
  await takenOver(page);
  await expect(page.getByRole('heading', { name: POPULAR.nb })).toBeVisible();
  // Below-the-fold images and late answers have had their time too.
  await page.waitForTimeout(1000);
  const { shifts, heroGaps, lcp } = await watched(page);
  expect(shifts).toEqual([]);
  // The shell's hero stayed on screen until the app's own replaced it (no spinner between).
  expect(heroGaps).toBe(0);
  // The largest paint came from the HTML, before the entry chunk had even arrived.
  const entry = one(await resourceTimings(page), /\/assets\/index-[\w-]+\.js$/, 'the entry chunk');
  expect(lcp[0]).toBeLessThan(entry.responseEnd);
  expect(await page.locator('#hero-title').boundingBox()).toEqual(heroInShell);
  expect(await page.locator('.site-header').boundingBox()).toEqual(navInShell);
});

test('a panel whose code a dropped request lost opens anyway, without a reload', async ({
  page,
}) => {
  // The account panel's chunk is dropped twice (a poor connection: the preload and the import
  // itself), then answered.
  let asked = 0;
  await page.route(/\/assets\/account-panel-[\w-]+\.js$/, (route) =>
    asked++ < 2 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.nb);
  // The shell's own button does nothing until the app is in control.
  await takenOver(page);
  // A reload would take what the shopper had on screen with it.
  let loads = 0;
  page.on('load', () => loads++);
  await page.getByRole('banner').getByRole('button', { name: 'Logg inn' }).click();
  await expect(page.getByRole('dialog', { name: 'Logg inn' })).toBeVisible();
  expect(asked).toBe(3);
  // A reload asked for would be under way until its page had loaded.
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(0);
});

test('a panel whose code is slow to come says at once that it is on its way', async ({ page }) => {
  // A slow connection: the account panel's chunk takes two seconds.
  await page.route(/\/assets\/account-panel-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/');
  await takenOver(page);
  await page.getByRole('banner').getByRole('button', { name: 'Logg inn' }).click();
  const loading = page.locator('.panel-loading');
  await expect(loading).toBeVisible({ timeout: 1000 });
  await expect(loading).toHaveAccessibleName('Laster …');
  await expect(page.getByRole('dialog', { name: 'Logg inn' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a page whose code a dropped request lost opens anyway, without a reload', async ({
  page,
}) => {
  // The category page's chunk does not load before the click (its prefetch is dropped); after
  // the click it is dropped twice more (preload and import), then answered.
  let clicked = false;
  let droppedAfterClick = 0;
  await page.route(/\/assets\/list-page-[\w-]+\.js$/, (route) =>
    !clicked || droppedAfterClick++ < 2 ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO.nb);
  // A click on the prerendered shell's link before the app runs is a full page load.
  await takenOver(page);
  let loads = 0;
  page.on('load', () => loads++);
  clicked = true;
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Lys', exact: true })
    .click();
  await expect(page).toHaveURL(/\/c\/lys$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lys');
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(0);
});
