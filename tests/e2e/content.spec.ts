import { expect, test, type APIRequestContext, type Page } from './support/test.js';
import { E2E_EDITOR_TOKEN } from './support/editor.js';
import { phoneInBokmal } from './support/projects.js';
import {
  cachedUrls,
  expectImagesRendered,
  waitForWorkerControl,
} from './support/service-worker.js';

// Content from widget areas (issue 17): the front page is the Frontpage area, information
// pages are content pages found by the catch-all /{alias}, and an editor previews drafts that
// visitors never see.

const API_KEY = 'atvhuset-storefront-public';
const EDITOR = { authorization: `Bearer ${E2E_EDITOR_TOKEN}` };

const front = {
  nb: {
    path: '/',
    hero: 'Deler og utstyr til ATV, UTV og tilhenger',
    popular: 'Populære produkter',
    guide: 'Guide: klar for sesongen',
    play: /Spill av videoen/,
  },
  nn: {
    path: '/nn',
    hero: 'Delar og utstyr til ATV, UTV og tilhengar',
    popular: 'Populære produkt',
    guide: 'Guide: klar for sesongen',
    play: /Spel av videoen/,
  },
};

/** Requests to the video service, which must not be asked before the shopper presses play. */
function videoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/youtube|vimeo|ytimg/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

for (const lang of ['nb', 'nn'] as const) {
  const t = front[lang];
  test(
    `the front page (${lang}) comes from its widget area`,
    phoneInBokmal(lang),
    async ({ page }, info) => {
      await page.route(/youtube|vimeo|ytimg/, (route) => route.abort());
      const video = videoRequests(page);
      const response = await page.goto(t.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.hero })).toBeVisible();
      await expect(main.getByRole('heading', { name: t.popular })).toBeVisible();
      const popular = main.getByRole('list', { name: t.popular });
      await expect(popular.getByRole('listitem').first()).toBeVisible();
      await expect(main.getByRole('link', { name: /Bremser|Lys/ }).first()).toBeVisible();
      await expect(main.getByRole('heading', { name: t.guide })).toBeVisible();
      const play = main.getByRole('button', { name: t.play });
      await play.scrollIntoViewIfNeeded();
      await expect(play).toBeVisible();
      await page.screenshot({ path: info.outputPath(`front-${lang}.png`), fullPage: true });
      expect(video).toEqual([]);
      await play.click();
      await expect(main.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeVisible();
    },
  );
}

test('a content page opens by its alias, and an alias nobody has is a real 404', async ({
  page,
}, info) => {
  const about = await page.goto('/om-atv-huset');
  expect(about?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Om ATV-Huset' })).toBeVisible();
  await expect(page).toHaveTitle(/Om ATV-Huset/);
  await expect(main).toContainText('Bedriftskunder');
  await page.screenshot({ path: info.outputPath('about-nb.png'), fullPage: true });

  const contact = await page.goto('/nn/content/kontakt-oss');
  expect(contact?.status()).toBe(200);
  await expect(main.getByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Ring oss/ })).toHaveAttribute(
    'href',
    'tel:+4732204500',
  );

  // A content alias, product or category nobody has: a real 404, and the shop's own page.
  for (const [path, title] of [
    ['/denne-siden-finnes-ikke', 'Vi fant ikke siden'],
    ['/nn/denne-sida-finst-ikkje', 'Vi fann ikkje sida'],
    ['/p/atv-dekk/dette-dekket-finnes-ikke', 'Vi fant ikke siden'],
    ['/nn/c/finst-ikkje', 'Vi fann ikkje sida'],
  ] as const) {
    const missing = await page.goto(path);
    expect(missing?.status(), path).toBe(404);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('the header has the customer-service menu and the footer the social and credit links', async ({
  page,
}, info) => {
  await page.goto('/nn');
  // Hover the app's header, not the prerendered shell's: during the takeover the pointer landed
  // on the page, and the retried hover then also matched the opened menu's own Kundeservice link.
  await expect(page.locator('#root')).not.toHaveAttribute('data-app-shell', /.*/);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Kundeservice' }).first().hover();
  const service = header.getByRole('navigation', { name: 'Kundeservice' });
  await expect(service.getByRole('link', { name: 'Spor pakka' })).toBeVisible();
  await expect(service.getByRole('link', { name: 'Mine bestillingar' })).toHaveAttribute(
    'href',
    '/nn/min-konto/bestillinger',
  );
  await page.screenshot({ path: info.outputPath('service-menu-nn.png') });
  const footer = page.getByRole('contentinfo');
  const social = footer.getByRole('navigation', { name: 'Følg oss' });
  await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
  await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  const credits = footer.getByRole('navigation', { name: 'Kreditering' });
  await expect(credits.getByRole('link', { name: 'Illustrasjonar: ATV-Huset' })).toHaveAttribute(
    'href',
    '/nn/om-atv-huset',
  );
  await footer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('footer-nn.png'), fullPage: true });
});

async function editorCall(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
) {
  const response = await request.post('/graphql', {
    headers: { ...EDITOR, 'x-api-key': API_KEY, 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
}

const SAVE = `mutation Save($input: WidgetAreaInput!, $languageId: Int) {
  saveWidgetAreaDraft(input: $input, languageId: $languageId) { revision }
}`;
const PUBLISH = `mutation Publish($family: String!, $areaName: String!, $languageId: Int) {
  publishWidgetArea(family: $family, areaName: $areaName, languageId: $languageId) { revision }
}`;

const area = (alias: string, title: string, text: string) => ({
  family: 'Content',
  areaName: alias,
  alias,
  pageType: 'Content Page',
  title,
  containers: [
    {
      layout: 'full',
      design: 'contained',
      widgets: [{ type: 'RICH_TEXT', configuration: JSON.stringify({ html: `<p>${text}</p>` }) }],
    },
  ],
});

for (const { lang, languageId, prefix, notice } of [
  { lang: 'nb', languageId: 1, prefix: '', notice: 'Du ser et utkast' },
  { lang: 'nn', languageId: 2, prefix: '/nn', notice: 'Du ser eit utkast' },
] as const) {
  test(`an editor previews a draft a visitor does not see (${lang})`, async ({
    page,
    browser,
    request,
  }, info) => {
    const alias = `e2e-utkast-${lang}-${info.project.name}`;
    await editorCall(request, SAVE, {
      languageId,
      input: area(alias, 'Publisert side', 'Dette er publisert.'),
    });
    await editorCall(request, PUBLISH, { family: 'Content', areaName: alias, languageId });
    await editorCall(request, SAVE, {
      languageId,
      input: area(alias, 'Utkast til side', 'Dette er bare et utkast.'),
    });

    // A visitor, even on the preview's address, is an anonymous visitor: the published page.
    for (const path of [`${prefix}/${alias}`, `${prefix}/${alias}?preview`]) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Publisert side' })).toBeVisible();
      await expect(main).toContainText('Dette er publisert.');
      await expect(main).not.toContainText('Dette er bare et utkast.');
    }

    const editor = await browser.newContext({ extraHTTPHeaders: EDITOR });
    const editorPage = await editor.newPage();
    await editorPage.goto(`${prefix}/preview-widgets?url=${alias}`);
    const main = editorPage.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Utkast til side' })).toBeVisible();
    await expect(main.getByRole('status')).toContainText(notice);
    await expect(main).toContainText('Dette er bare et utkast.');
    await editorPage.screenshot({ path: info.outputPath(`preview-${lang}.png`) });
    // Without ?preview the editor sees what shoppers see.
    await editorPage.goto(`${prefix}/${alias}`);
    await expect(main.getByRole('heading', { level: 1, name: 'Publisert side' })).toBeVisible();
    await editor.close();
  });
}

test.describe('offline', () => {
  // The service worker keeps widget areas (stale while revalidate) and their images.
  test.use({ serviceWorkers: 'allow' });

  test('visited content pages open offline with their images; an unvisited one shows the offline page', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await waitForWorkerControl(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: front.nb.hero })).toBeVisible();
    await page.goto('/om-atv-huset');
    await expect(main.getByRole('heading', { level: 1, name: 'Om ATV-Huset' })).toBeVisible();
    await expect(main).toContainText('Bedriftskunder');
    await page.goto('/');
    await expect(main.getByRole('heading', { name: 'Handle etter kategori' })).toBeVisible();
    await expectImagesRendered(page);
    await expect
      .poll(async () =>
        (await cachedUrls(page, 'atvhuset-widgets-v1')).filter((url) =>
          url.includes('operationName=GetWidgetArea'),
        ),
      )
      .toHaveLength(2);

    await context.setOffline(true);
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: front.nb.hero })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Handle etter kategori' })).toBeVisible();
    await expectImagesRendered(page);
    await page.goto('/om-atv-huset');
    await expect(main.getByRole('heading', { level: 1, name: 'Om ATV-Huset' })).toBeVisible();
    await expect(main).toContainText('Bedriftskunder');

    await page.goto('/frakt-og-levering');
    await expect(main.getByRole('heading', { level: 1, name: 'Du er frakoblet' })).toBeVisible();
    await context.setOffline(false);
    await expect(main.getByRole('heading', { level: 1, name: 'Frakt og levering' })).toBeVisible();
  });

  test('a page an editor published shows on the next visit, not one visit later', async ({
    page,
    request,
  }, info) => {
    const alias = `e2e-publisert-${info.project.name}`;
    await editorCall(request, SAVE, { languageId: 1, input: area(alias, 'Side', 'Første tekst.') });
    await editorCall(request, PUBLISH, { family: 'Content', areaName: alias, languageId: 1 });
    await page.goto('/');
    await waitForWorkerControl(page);
    const main = page.getByRole('main');
    await page.goto(`/${alias}`);
    await expect(main).toContainText('Første tekst.');
    // Stored on this device (the worker's cache and the persisted answers), then changed.
    await expect
      .poll(async () =>
        (await cachedUrls(page, 'atvhuset-widgets-v1')).some((url) => url.includes(alias)),
      )
      .toBe(true);
    await editorCall(request, SAVE, { languageId: 1, input: area(alias, 'Side', 'Ny tekst.') });
    await editorCall(request, PUBLISH, { family: 'Content', areaName: alias, languageId: 1 });
    // The next visit may show the stored page first, and then the published one at once.
    await page.goto(`/${alias}`);
    await expect(main).toContainText('Ny tekst.');
  });
});
