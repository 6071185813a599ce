import { expect, test, type APIRequestContext } from './support/test.js';
import { E2E_EDITOR_TOKEN } from './support/editor.js';
import { gql } from './support/lists.js';

// Issue 17 point 1: every widget type renders, in Bokmål and Nynorsk. One page load per
// language: the seeded /inspirasjon (one of every type, as shoppers get it) copied by the editor
// API into a draft of its own, with what the seed cannot show added: a hand-picked product list,
// a Flowbox without a flow key (nothing shown) and an editor's HTML with a script and handlers
// (sanitised by the server); the editor's preview shows it. A draft, never published: publishing
// bumps the catalogue version, and the list index reloads (seconds of CPU) for every test. The
// video asks its service for nothing before play.

const API_KEY = 'atvhuset-storefront-public';
const EDITOR = { authorization: `Bearer ${E2E_EDITOR_TOKEN}` };

// The page and the API calls as the editor (the preview shows drafts only to editors).
test.use({ extraHTTPHeaders: EDITOR });

const TEXTS = {
  nb: {
    prefix: '',
    languageId: 1,
    draft: 'Du ser et utkast',
    headerBadge: /^Kundene gir oss [\d,]+ av 5 stjerner i [\d\s]+ anmeldelser$/,
    banner: 'Klar for nye turer',
    intro: 'Gjør maskinen klar på en helg',
    buttons: ['Se alle tilbud', 'Spør kundeservice'],
    newest: 'Nyheter i butikken',
    picked: 'Håndplukket til deg',
    play: /Spill av videoen/,
    guide: 'Guide: klar for sesongen',
    pressure: 'Dekktrykk – tommelfingerregler',
    recommended: 'Anbefalt for deg',
    popular: 'Populært hos oss',
    noFlow: 'Bilder uten flyt',
  },
  nn: {
    prefix: '/nn',
    languageId: 2,
    draft: 'Du ser eit utkast',
    headerBadge: /^Kundane gjev oss [\d,]+ av 5 stjerner i [\d\s]+ omtalar$/,
    banner: 'Klar for nye turar',
    intro: 'Gjer maskina klar på ei helg',
    buttons: ['Sjå alle tilbod', 'Spør kundeservice'],
    newest: 'Nytt i butikken',
    picked: 'Handplukka til deg',
    play: /Spel av videoen/,
    guide: 'Guide: klar for sesongen',
    pressure: 'Dekktrykk – tommelfingerreglar',
    recommended: 'Tilrådd for deg',
    popular: 'Populært hjå oss',
    noFlow: 'Bilete utan flyt',
  },
} as const;

/** What the editor writes into the HTML widget besides the seeded table: none of it may run. */
const HOSTILE =
  '<p>Trykk riktig.</p><script>window.e2eRan = "script"</script>' +
  '<img src="/e2e-missing.png" alt="" onerror="window.e2eRan = \'onerror\'">' +
  '<a href="javascript:window.e2eRan = \'link\'">Lenke</a>' +
  '<iframe src="https://example.com/"></iframe><p style="color: red">Farge</p>';

interface Area {
  meta: { title: string; description: string };
  tags: string[];
  containers: {
    layout: string;
    design: string;
    widgets: {
      type: string;
      configuration: string;
      images: { type: string; fileName: string; alt: string; ratio: number }[];
    }[];
  }[];
}

async function editorCall(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
) {
  const response = await request.post('/graphql', {
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
}

/** Saves a draft copy of /inspirasjon with the additions above; answers its preview's address. */
async function seedPage(request: APIRequestContext, lang: 'nb' | 'nn', project: string) {
  const t = TEXTS[lang];
  const [{ widgetArea: area }, { products }] = await Promise.all([
    gql<{ widgetArea: Area | null }>(
      request,
      lang,
      `query E2eInspiration($url: String, $languageId: Int, $channelId: Int, $marketId: Int) {
        widgetArea(url: $url, languageId: $languageId, channelId: $channelId, marketId: $marketId) {
          meta { title description } tags
          containers { layout design widgets { type configuration images { type fileName alt ratio } } }
        }
      }`,
      { url: 'inspirasjon' },
    ),
    gql<{ products: { products: { productId: number }[] } }>(
      request,
      lang,
      `query E2ePicked($filter: FilterInputType, $channelId: Int, $languageId: Int, $marketId: Int) {
        products(filter: $filter, channelId: $channelId, languageId: $languageId, marketId: $marketId) {
          products { productId }
        }
      }`,
      { filter: { pageSize: 3, sort: 'NAME_ASC' } },
    ),
  ]);
  if (!area) throw new Error('the demo content has no /inspirasjon');
  const picked = products.products.map((product) => product.productId);
  const containers = area.containers.map((container) => ({
    layout: container.layout,
    design: container.design,
    widgets: container.widgets.map((widget) => {
      const settings = JSON.parse(widget.configuration) as Record<string, unknown>;
      if (widget.type === 'HTML') settings.html = `${String(settings.html)}${HOSTILE}`;
      return {
        type: widget.type,
        configuration: JSON.stringify(settings),
        images: widget.images,
      };
    }),
  }));
  const extra = (type: string, settings: Record<string, unknown>) => ({
    layout: 'full',
    design: 'contained',
    widgets: [{ type, configuration: JSON.stringify(settings), images: [] }],
  });
  containers.push(
    extra('PRODUCT_LIST', { title: t.picked, productIds: picked }),
    extra('FLOWBOX', { heading: t.noFlow }),
  );
  const alias = `e2e-widgets-${lang}-${project}`;
  await editorCall(
    request,
    `mutation Save($input: WidgetAreaInput!, $languageId: Int) {
      saveWidgetAreaDraft(input: $input, languageId: $languageId) { revision }
    }`,
    {
      languageId: t.languageId,
      input: {
        family: 'Content',
        areaName: alias,
        alias,
        pageType: 'Content Page',
        title: area.meta.title,
        description: area.meta.description,
        tags: area.tags,
        containers,
      },
    },
  );
  return { path: `${t.prefix}/preview-widgets?url=${alias}`, picked: picked.length };
}

for (const lang of ['nb', 'nn'] as const) {
  const t = TEXTS[lang];
  test(`every widget type renders on a content page (${lang})`, async ({ page, request }, info) => {
    const { path, picked } = await seedPage(request, lang, info.project.name);
    // The video's and Flowbox's services are never reached from a test; any ask is recorded.
    const outside: string[] = [];
    await page.route(/youtube|vimeo|ytimg|getflowbox/, async (route) => {
      outside.push(route.request().url());
      await route.abort();
    });
    const embed = `/embed/flowbox/atvhuset?locale=${lang === 'nn' ? 'nn-NO' : 'nb-NO'}`;
    const embedAsked = page.waitForRequest((r) => r.url().endsWith(embed));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('status').filter({ hasText: t.draft })).toBeVisible();
    // The header's review badge (loaded once the page is idle) says it in the page's language.
    await expect(page.getByRole('banner').getByText(t.headerBadge)).toBeAttached();

    // Banner: the page starts with it, so it holds the page's one h1.
    await expect(main.getByRole('heading', { level: 1, name: t.banner })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Text.
    await expect(main.getByRole('heading', { name: t.intro })).toBeVisible();
    // Buttons.
    for (const label of t.buttons)
      await expect(
        main.locator('.buttons-widget').getByRole('link', { name: label }),
      ).toBeVisible();
    // Image: three linked category tiles, the first one's picture loaded.
    const tiles = main.locator('.image-widget');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.getByRole('link')).toHaveCount(3);
    const picture = tiles.first().locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Product lists: by a list query, and hand-picked (exactly the products named).
    await expect(
      main.getByRole('list', { name: t.newest }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(main.getByRole('list', { name: t.picked }).getByRole('listitem')).toHaveCount(
      picked,
    );
    // Video: the shop's poster and a play button; nothing asked of the video service yet.
    const play = main.getByRole('button', { name: t.play });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    // Rich text.
    await expect(main.locator('.rich-text').getByRole('heading', { name: t.guide })).toBeVisible();
    // HTML: the editor's table and text, without the script, handlers, frame or inline style.
    const html = main.locator('.html-widget');
    await expect(html.getByRole('heading', { name: t.pressure })).toBeVisible();
    await expect(html.getByRole('table').getByRole('row')).toHaveCount(4);
    await expect(html.getByText('Trykk riktig.')).toBeVisible();
    expect(
      await html.locator('script, iframe, [onerror], [style], a[href^="javascript"]').count(),
    ).toBe(0);
    // Recommendation feed: below the fold, loaded when the shopper gets near it.
    const feed = main.getByRole('region', { name: t.recommended });
    await feed.scrollIntoViewIfNeeded();
    await expect(
      feed.getByRole('list', { name: t.popular }).getByRole('listitem').first(),
    ).toBeVisible();
    // Flowbox: with a flow key, its embed framed from the shop's own page, which asks for
    // Flowbox's script; without a key, nothing. Here the script cannot load (the route above
    // aborts it), so once the frame has loaded the widget goes rather than leave an empty box.
    await expect(main.getByRole('heading', { name: t.noFlow })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await embedAsked;
    await expect(main.locator('.flowbox-widget')).toHaveCount(0);
    expect(outside).toContain('https://connect.getflowbox.com/flowbox.js');

    expect(outside.filter((url) => /youtube|vimeo|ytimg/.test(url))).toEqual([]);
    expect(await page.evaluate(() => (window as { e2eRan?: string }).e2eRan)).toBeUndefined();
    await play.click();
    await expect(main.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toBeVisible();
    // The frame's own request reaches the route a moment after the frame is in the page.
    await expect
      .poll(() => outside.some((url) => url.includes('youtube-nocookie.com/embed/')))
      .toBe(true);
  });
}

test("Flowbox's script runs sandboxed: it cannot read the shop's storage or script the shop's page", async ({
  page,
}) => {
  // A Flowbox that has gone bad (this test's stand-in for its script): it reaches for the login
  // in the shop's storage and for the framing page, and reports what it got.
  await page.route('https://connect.getflowbox.com/flowbox.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `var got = [];
        try { got.push('storage:' + localStorage.length); } catch (e) { got.push('storage blocked'); }
        try { got.push('parent:' + parent.document.title); } catch (e) { got.push('parent blocked'); }
        try { got.push('cookie:' + document.cookie); } catch (e) { got.push('cookie blocked'); }
        parent.postMessage({ probe: got }, '*');`,
    }),
  );
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('e2e-secret', 'login');
    const w = window as { probe?: unknown };
    window.addEventListener('message', (event: MessageEvent<{ probe?: unknown }>) => {
      if (event.data.probe) w.probe = { origin: event.origin, got: event.data.probe };
    });
  });
  // The seeded inspiration page has a Flowbox with a flow key; reached as a shopper navigates.
  await page.evaluate(() => {
    history.pushState(null, '', '/inspirasjon');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const frame = page.locator('.flowbox-widget iframe');
  await frame.scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.evaluate(() => (window as { probe?: unknown }).probe ?? null))
    .toEqual({ origin: 'null', got: ['storage blocked', 'parent blocked', 'cookie blocked'] });
});
