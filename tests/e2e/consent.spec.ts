import { expect, test, type BrowserContext, type Page } from './support/test.js';

import { forgetConsent, stubTagManager } from './support/consent.js';
import { findProducts } from './support/offline-shop.js';
import { PHONE, phoneInBokmal } from './support/projects.js';
import { storedSlice } from './support/stored-state.js';

/** The persisted favourites slice (src/features/favourites/favourites-slice.ts). */
interface Favourites {
  productIds: number[];
}

// Issue 17, points 6 and 8: the cookie banner on a first visit (necessary, statistics,
// marketing), its choice kept for a year and reopened from the footer; analytics events on the
// data layer and the tag manager (GTM_CONTAINER_ID of the e2e server, intercepted here, never
// the internet) only with statistics consent.

const TEXTS = {
  nb: {
    home: '/',
    banner: 'Informasjonskapsler',
    acceptAll: 'Godta alle',
    rejectAll: 'Avvis alle',
    choose: 'Velg selv',
    settings: 'Innstillinger for informasjonskapsler',
    statistics: 'Statistikk',
    marketing: 'Markedsføring',
    save: 'Lagre valgene',
    saved: 'Valget ditt er lagret.',
    search: 'Søk',
    products: 'Produkter',
    newsletter: 'Nyhetsbrev',
    install: 'Installer',
  },
  nn: {
    home: '/nn',
    banner: 'Informasjonskapslar',
    acceptAll: 'Godta alle',
    rejectAll: 'Avvis alle',
    choose: 'Vel sjølv',
    settings: 'Innstillingar for informasjonskapslar',
    statistics: 'Statistikk',
    marketing: 'Marknadsføring',
    save: 'Lagre vala',
    saved: 'Valet ditt er lagra.',
    search: 'Søk',
    products: 'Produkt',
    newsletter: 'Nyheitsbrev',
    install: 'Installer',
  },
} as const;

/** The events on the data layer (the tag manager's start, gtm.js, first; its consent commands left out). */
const shopEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => typeof entry['event'] === 'string')
      .map((entry) => ({
        event: entry['event'],
        type: entry['type'],
        data: entry['data'],
        timestamp: entry['timestamp'],
      })),
  );
/** The consent-mode commands (`gtag('consent', …)`: Arguments objects) on the data layer. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'consent'),
  );
const eventNames = async (page: Page) => (await shopEvents(page)).map((entry) => entry.event);

/** Every request for the tag manager, whether the test's route answered it or not. */
function tagManagerRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('googletagmanager.com')) seen.push(request.url());
  });
  return seen;
}

const banner = (page: Page, title: string) => page.getByRole('region', { name: title });
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'ralph-consent');

for (const locale of ['nb', 'nn'] as const) {
  const t = TEXTS[locale];

  test(
    `${locale}: rejected, no analytics event and no tag-manager request`,
    phoneInBokmal(locale),
    async ({ page, context }) => {
      await forgetConsent(context);
      const requests = tagManagerRequests(context);
      await stubTagManager(context);
      await page.addInitScript(() => {
        // Each shift with what moved, so a failure names the element.
        const shifts: string[] = [];
        (window as unknown as { __shifts: string[] }).__shifts = shifts;
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: {
              node: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[])
            if (!entry.hadRecentInput)
              shifts.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${(
                  entry.sources ?? []
                )
                  .map(
                    (source) =>
                      `${describe(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
                  )
                  .join('; ')}`,
              );
        }).observe({ type: 'layout-shift', buffered: true });
        // An installable shop in Chromium: the browser offers its install prompt at load (as in
        // Lighthouse's runs), the shop keeps it for its own offer (install-prompt-listener.ts).
        window.addEventListener('load', () => {
          const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: () => Promise.resolve(),
            userChoice: Promise.resolve({ outcome: 'dismissed' }),
          });
          window.dispatchEvent(offer);
        });
      });
      await page.goto(t.home);

      // The banner comes once the page is idle, over the page: nothing moves for it. The
      // install offer waits for the banner's answer: shown together, the banner pushed it up.
      const sheet = banner(page, t.banner);
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('button', { name: t.acceptAll })).toBeVisible();
      await expect(sheet.getByRole('button', { name: t.choose })).toBeVisible();
      await expect(page.getByRole('button', { name: t.install, exact: true })).toBeHidden();
      expect(
        await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts),
      ).toEqual([]);
      // It is not the page's largest paint.
      const lcpInBanner = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            new PerformanceObserver((list) => {
              // LargestContentfulPaint's element (PerformanceEntry's type does not name it).
              const last = list.getEntries().at(-1);
              const element = last && 'element' in last ? (last.element as Element | null) : null;
              resolve(Boolean(element?.closest('.consent-banner')));
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(lcpInBanner).toBe(false);
      // From the keyboard its choices come right after the skip link, not after the whole page.
      await page.keyboard.press('Tab');
      await expect(page.locator('.skip-link')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(sheet.getByRole('button', { name: t.choose })).toBeFocused();

      await sheet.getByRole('button', { name: t.rejectAll }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
      await expect(page.getByRole('button', { name: t.install, exact: true })).toBeVisible();
      expect((await consentCookie(context))?.value).toMatch(/^v1\.s0\.m0\.\d+$/);
      const cookie = await consentCookie(context);
      // Kept for a year.
      const inAYear = Date.now() / 1000 + 365 * 86_400;
      expect(cookie?.expires).toBeGreaterThan(inAYear - 120);
      expect(cookie?.expires).toBeLessThan(inAYear + 120);

      // A favourite and another page: no event, no tag manager.
      await page
        .getByRole('button', { name: /^Favoritt: / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: /^Favoritt: / }).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Stored before the next full page load (redux-persist writes IndexedDB asynchronously).
      await expect
        .poll(async () => (await storedSlice<Favourites>(page, 'favorites'))?.productIds.length)
        .toBe(1);
      await page.goto(`${t.home === '/' ? '' : t.home}/favoritter`);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      await expect(banner(page, t.banner)).toBeHidden();
      expect(await shopEvents(page)).toEqual([]);
      expect(requests).toEqual([]);
    },
  );

  test(`${locale}: chosen statistics, events in the data layer and the tag manager loads`, async ({
    page,
    context,
  }) => {
    await forgetConsent(context);
    const requests = tagManagerRequests(context);
    const answered = await stubTagManager(context);
    await page.goto(t.home);
    const sheet = banner(page, t.banner);
    await sheet.getByRole('button', { name: t.choose }).click();

    const settings = page.getByRole('dialog', { name: t.settings });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('checkbox', { name: t.marketing })).not.toBeChecked();
    await settings.getByRole('checkbox', { name: t.statistics }).check();
    expect(requests).toEqual([]);
    await settings.getByRole('button', { name: t.save }).click();
    await expect(settings).toBeHidden();
    expect((await consentCookie(context))?.value).toMatch(/^v1\.s1\.m0\.\d+$/);

    // The tag manager, with the container the server names, once.
    await expect
      .poll(() => answered)
      .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST']);
    // The page the shopper consented on counts.
    await expect.poll(() => eventNames(page)).toEqual(['gtm.js', 'page:impression']);
    const [, impression] = await shopEvents(page);
    expect(impression).toMatchObject({
      event: 'page:impression',
      type: 'page:impression',
      data: { path: t.home, locale },
    });
    expect(typeof impression?.timestamp).toBe('number');

    await page
      .getByRole('button', { name: /^Favoritt: / })
      .first()
      .click();
    await expect
      .poll(() => eventNames(page))
      .toEqual(['gtm.js', 'page:impression', 'favorite:add']);
    const [, , favourite] = await shopEvents(page);
    expect(favourite?.data).toMatchObject({ productId: expect.any(Number) });

    // A search: choosing a product pushes search:click, then that page its impression.
    await page.getByRole('button', { name: t.search, exact: true }).click();
    const panel = page.getByRole('dialog', { name: t.search });
    await panel.getByRole('searchbox').fill('vinsj');
    const hits = panel.getByRole('region', { name: t.products, exact: true }).getByRole('link');
    await hits.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => (await eventNames(page)).slice(3))
      .toEqual(['search:click', 'page:impression']);
    const events = await shopEvents(page);
    expect(events[3]?.data).toMatchObject({ searchText: 'vinsj', position: 1 });
    expect((events[4]?.data as { path: string }).path).toMatch(/\/p\//);

    // A reload: no banner, the tag manager again, the page's impression.
    await page.reload();
    await expect.poll(() => eventNames(page)).toEqual(['gtm.js', 'page:impression']);
    await expect(banner(page, t.banner)).toBeHidden();
    expect(requests).toHaveLength(2);

    // The newsletter sign-up, without the address.
    const form = page.getByRole('form', { name: t.newsletter });
    await form
      .getByLabel('E-postadresse')
      .fill(`consent-${locale}-${String(Date.now())}@example.test`);
    await form.getByRole('button', { name: 'Meld meg på' }).click();
    await expect
      .poll(async () => (await eventNames(page)).slice(2))
      .toEqual(['newsletter:subscribe']);
    const signUp = (await shopEvents(page))[2];
    expect(signUp?.data).toEqual({ queued: false });
  });
}

test('the footer reopens the choice; withdrawn statistics stop the events and the tags', async ({
  page,
  context,
  baseURL,
}) => {
  await forgetConsent(context);
  await stubTagManager(context);
  await page.goto('/');
  await banner(page, TEXTS.nb.banner).getByRole('button', { name: 'Godta alle' }).click();
  expect((await consentCookie(context))?.value).toMatch(/^v1\.s1\.m1\.\d+$/);
  await expect.poll(() => eventNames(page)).toContain('page:impression');
  expect(await consentCommands(page)).toEqual([
    [
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ],
  ]);
  // A measuring cookie the tags set while they were allowed to.
  await context.addCookies([{ name: '_ga', value: 'GA1.1.1.1', url: baseURL ?? '' }]);

  await page.getByRole('contentinfo').getByRole('button', { name: TEXTS.nb.settings }).click();
  const settings = page.getByRole('dialog', { name: TEXTS.nb.settings });
  await expect(settings.getByRole('checkbox', { name: 'Statistikk' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Markedsføring' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'Nødvendige' })).toBeDisabled();
  await settings.getByRole('checkbox', { name: 'Statistikk' }).uncheck();
  await settings.getByRole('checkbox', { name: 'Markedsføring' }).uncheck();
  await settings.getByRole('button', { name: 'Lagre valgene' }).click();
  await expect(settings).toBeHidden();
  expect((await consentCookie(context))?.value).toMatch(/^v1\.s0\.m0\.\d+$/);
  // The tag manager cannot be unloaded: its tags are told, and its cookie is gone.
  expect((await consentCommands(page)).at(-1)).toEqual([
    'consent',
    'update',
    {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    },
  ]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga');

  const before = (await eventNames(page)).length;
  await page
    .getByRole('button', { name: /^Favoritt: / })
    .first()
    .click();
  await page.getByRole('contentinfo').getByRole('button', { name: TEXTS.nb.settings }).focus();
  await expect(page.getByRole('button', { name: /^Favoritt: / }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await eventNames(page)).toHaveLength(before);

  // Escape closes the settings without changing the choice.
  await page.getByRole('contentinfo').getByRole('button', { name: TEXTS.nb.settings }).click();
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  expect((await consentCookie(context))?.value).toMatch(/^v1\.s0\.m0\.\d+$/);
});

test(
  'on a phone the saved notice and the added-to-cart notice do not cover each other',
  PHONE,
  async ({ page, context, request }) => {
    test.skip(test.info().project.name !== 'phone', 'both sit at the bottom on phones only');
    await forgetConsent(context);
    const [product] = await findProducts(request, 1, 7);
    if (!product) throw new Error('no product');
    await page.goto(product.canonicalUrl);
    await banner(page, TEXTS.nb.banner).getByRole('button', { name: 'Godta alle' }).click();
    if (product.sizeLabel)
      await page.getByRole('radio', { name: product.sizeLabel, exact: true }).check();
    await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
    const saved = page.locator('.snackbar').filter({ hasText: TEXTS.nb.saved });
    const added = page.locator('.cart-toast');
    await expect(saved).toBeVisible();
    await expect(added).toBeVisible();
    const a = await saved.boundingBox();
    const b = await added.boundingBox();
    if (!a || !b) throw new Error('a notice has no box');
    const overlaps = a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `snackbar ${JSON.stringify(a)}, cart notice ${JSON.stringify(b)}`).toBe(false);
    await expect(added.getByRole('button', { name: /Vis handlekurven/ })).toBeVisible();
  },
);
