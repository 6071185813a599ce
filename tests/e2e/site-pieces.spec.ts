import { expect, test, type Page } from './support/test.js';

import { PHONE, phoneInBokmal } from './support/projects.js';

// Issue 17, point 7: the site-wide pieces. The e2e server sets GLOBAL_MESSAGE_NB/NN
// (playwright.config.ts).

const MESSAGE = {
  nb: 'Demobutikk: ingen bestillinger sendes, og ingen penger trekkes.',
  nn: 'Demobutikk: ingen bestillingar blir sende, og ingen pengar blir trekte.',
} as const;

const header = (page: Page) => page.locator('header.site-header');
const headerBottom = async (page: Page) =>
  page.evaluate(() => document.querySelector('header.site-header')?.getBoundingClientRect().bottom);

for (const locale of ['nb', 'nn'] as const) {
  test(
    `${locale}: the red global message from the configuration tops every page`,
    phoneInBokmal(locale),
    async ({ page }) => {
      const home = locale === 'nb' ? '/' : '/nn';
      await page.goto(home);
      const message = page.getByRole('complementary', { name: 'Viktig melding' });
      await expect(message).toHaveText(MESSAGE[locale]);
      // Above the top bar and the header (the shell's, then the app's in the same place).
      await expect.poll(async () => (await message.boundingBox())?.y).toBe(0);
      await page.goto(`${locale === 'nb' ? '' : '/nn'}/favoritter`);
      await expect(message).toHaveText(MESSAGE[locale]);
    },
  );
}

test('the prerendered shell carries the message, so the app adds nothing that moves', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#root[data-app-shell] .global-message')).toHaveText(MESSAGE.nb);
  await context.close();
});

test(
  'the header hides on scroll down past the main area and comes back on scroll up',
  PHONE,
  async ({ page }) => {
    await page.goto('/c/atv-utv-deler');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // The hiding is attached once the page is idle, with the viewport classes.
    await expect(page.locator('html')).toHaveAttribute('data-viewport', /.+/);
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(0);

    await page.mouse.wheel(0, 1200);
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(0);
    // Sticky: back at the top of the viewport while the page stays scrolled.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(header(page)).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(0);
    // Focus inside the header (the keyboard's way in) shows it.
    await page
      .getByRole('link', { name: /ATV-Huset/ })
      .first()
      .focus();
    await expect.poll(() => headerBottom(page)).toBeGreaterThan(0);
  },
);

test('the viewport class on <html> follows the configured widths', PHONE, async ({ page }) => {
  await page.goto('/');
  const width = page.viewportSize()?.width ?? 0;
  const expected =
    width < 768
      ? 'phone'
      : width < 1024
        ? 'tablet'
        : width < 1200
          ? 'laptop'
          : width < 1440
            ? 'desktop'
            : 'desktopBig';
  await expect(page.locator('html')).toHaveAttribute('data-viewport', expected);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\bviewport-${expected}\\b`));
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.locator('html')).toHaveAttribute('data-viewport', 'laptop');
  await expect(page.locator('html')).toHaveClass(/\bviewport-laptop\b/);
  await expect(page.locator('html')).not.toHaveClass(new RegExp(`\\bviewport-${expected}\\b`));
});

test('the old-browser message shows only where the shop cannot run', async ({ page }) => {
  await page.goto('/');
  const message = page.locator('#ancient-browser');
  await expect(message).toBeHidden();
  // A browser without IntersectionObserver (one of the features the shop needs).
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await page.reload();
  await expect(message).toBeVisible();
  await expect(message).toContainText('Nettleseren din er for gammel');
});

test(
  'the language links and the breadcrumb links are targets a thumb can hit (24 px high)',
  PHONE,
  async ({ page }) => {
    await page.goto('/nn/produkter');
    await expect(page.locator('.breadcrumbs a').first()).toBeVisible();
    const heights = await page
      .locator('.language-switcher__link, .breadcrumbs a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(3);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(24);
  },
);
