import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const EDITOR_TOKEN = 'editor-token-for-tests-0123456789abcdef';
const EDITOR = { authorization: `Bearer ${EDITOR_TOKEN}` };
const INDEX = '<!doctype html><title>ATV-Huset</title><div id="root"></div>';

const AREA = `query GetWidgetArea($family: String, $areaName: String, $url: String, $preview: Boolean, $languageId: Int, $customerType: CustomerType, $marketId: Int) {
  widgetArea(family: $family, areaName: $areaName, url: $url, preview: $preview, languageId: $languageId, customerType: $customerType, marketId: $marketId) {
    id family areaName alias pageType isDraft revision meta { title description } tags
    containers { layout design widgets { id name type configuration images { fileName type alt sizes { folder } } } }
  }
}`;
const SAVE = `mutation Save($input: WidgetAreaInput!, $languageId: Int, $expectedRevision: Int) {
  saveWidgetAreaDraft(input: $input, languageId: $languageId, expectedRevision: $expectedRevision) {
    isDraft revision meta { title } containers { widgets { type configuration } }
  }
}`;
const PUBLISH = `mutation Publish($family: String!, $areaName: String!, $languageId: Int) {
  publishWidgetArea(family: $family, areaName: $areaName, languageId: $languageId) { isDraft revision meta { title } }
}`;

interface Widget {
  id: string;
  name: string;
  type: string;
  configuration: string;
  images: { fileName: string; type?: string; alt?: string; ratio?: number | null }[];
}
interface Area {
  id: string;
  areaName: string;
  alias: string | null;
  pageType: string;
  isDraft: boolean;
  revision: number;
  meta: { title: string; description: string };
  containers: { layout: string; design: string; widgets: Widget[] }[];
}

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'atvhuset-content-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  app = await startTestApp({ distDir: dist, editorToken: EDITOR_TOKEN });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const area = async (variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await app.gql<{ widgetArea: Area | null }>(AREA, variables, headers);
  expect(res.errors).toBeUndefined();
  return res.data?.widgetArea ?? null;
};

const page = (title: string, html: string) => ({
  family: 'Content',
  areaName: 'testside',
  alias: 'testside',
  pageType: 'Content Page',
  title,
  containers: [
    {
      layout: 'full',
      design: 'contained',
      widgets: [{ type: 'RICH_TEXT', configuration: JSON.stringify({ html }) }],
    },
  ],
});

describe('widgetArea', () => {
  it('answers the front page of family Frontpage in Bokmål and Nynorsk, banner first', async () => {
    for (const [languageId, title] of [
      [1, 'Deler og utstyr til ATV, UTV og tilhenger'],
      [2, 'Delar og utstyr til ATV, UTV og tilhengar'],
    ] as const) {
      const front = await area({ family: 'Frontpage', languageId });
      expect(front?.pageType).toBe('Front Page');
      expect(front?.isDraft).toBe(false);
      const [first] = front?.containers ?? [];
      expect(first?.design).toBe('full_width');
      expect(first?.widgets[0]?.type).toBe('BANNER');
      expect(JSON.parse(first?.widgets[0]?.configuration ?? '{}')).toMatchObject({
        title,
        style: 'hero',
      });
      const types = new Set(front?.containers.flatMap((c) => c.widgets.map((w) => w.type)));
      for (const type of ['IMAGE', 'PRODUCT_LIST', 'VIDEO', 'RICH_TEXT', 'TEXT'])
        expect(types).toContain(type);
      const layouts = new Set(front?.containers.map((c) => c.layout));
      expect(layouts).toEqual(new Set(['full', 'quarter', 'half', 'third']));
      const tile = front?.containers.find((c) => c.layout === 'third')?.widgets[0];
      expect(tile?.images[0]?.fileName).toMatch(/\.svg$/);
    }
  });

  it("fills in each market's own figures: free shipping in its currency, its carriers and payments", async () => {
    const text = (found: Area | null) =>
      JSON.stringify([
        found?.meta,
        found?.containers.map((c) => c.widgets.map((w) => w.configuration)),
      ]);
    const norge = await area({ family: 'Frontpage', languageId: 1 });
    const sverige = await area({ family: 'Frontpage', languageId: 1, marketId: 2 });
    // Written the Norwegian way, with a no-break space between the thousands.
    expect(text(norge)).toContain('Fri frakt over 1\u00a0500 kr');
    expect(text(norge)).toContain('Vi sender med Posten og Bring til hele landet');
    expect(text(norge)).toContain('Betal med kort, Vipps eller faktura.');
    // Sverige: 1 500 NOK at the market's rate in SEK (never 'kr' beside the top bar's SEK),
    // PostNord, no Vipps.
    expect(text(sverige)).toContain('Fri frakt over 1\u00a0400 SEK');
    expect(text(sverige)).not.toMatch(/\d kr\b/);
    expect(text(sverige)).toContain('Vi sender med PostNord til hele landet');
    expect(text(sverige)).toContain('Betal med kort eller faktura.');
    expect(text(sverige)).not.toContain('{{');
    // Two entities in the client's cache, not one overwriting the other.
    expect(sverige?.id).not.toBe(norge?.id);
    const delivery = await area({ url: '/nn/frakt-og-levering', languageId: 2, marketId: 2 });
    expect(text(delivery)).toContain('Vi sender med PostNord til heile landet');
    // The terms name the ways to pay the market's checkout has: no Vipps in Sverige.
    const terms = (marketId: number) =>
      area({ url: 'kjops-og-leveringsbetingelser-2', languageId: 1, marketId });
    expect(text(await terms(1))).toContain('Du kan betale med kort, Vipps eller faktura, og med');
    expect(text(await terms(2))).toContain('Du kan betale med kort eller faktura, og med');
    expect(text(await terms(2))).not.toContain('Vipps');
  });

  it('finds a content page by its address, with or without /content and /nn; null for none', async () => {
    expect((await area({ url: '/om-atv-huset' }))?.meta.title).toBe('Om ATV-Huset');
    expect((await area({ url: '/content/frakt-og-levering', languageId: 1 }))?.alias).toBe(
      'frakt-og-levering',
    );
    const nn = await area({ url: '/nn/retur-og-reklamasjon', languageId: 2 });
    expect(nn?.pageType).toBe('Content Page');
    expect(nn?.containers[0]?.widgets[0]?.type).toBe('RICH_TEXT');
    expect(await area({ url: '/finnes-ikke' })).toBeNull();
    expect(await area({ url: '/../../etc' })).toBeNull();
    expect(await area({})).toBeNull();
  });
});

describe('editing', () => {
  it("gives an editor the texts as written to edit: the market's figures stay placeholders", async () => {
    const SOURCE = `query Source($family: String!, $areaName: String!, $languageId: Int) {
      widgetAreaSource(family: $family, areaName: $areaName, languageId: $languageId) {
        isDraft revision meta { title }
        containers { widgets { type configuration images { type fileName alt ratio } } }
      }
    }`;
    const frontpage = await area({ family: 'Frontpage', languageId: 1 });
    if (!frontpage) throw new Error('no front page');
    const { areaName } = frontpage;
    const source = await app.gql<{ widgetAreaSource: Area | null }>(
      SOURCE,
      { family: 'Frontpage', areaName, languageId: 1 },
      EDITOR,
    );
    const text = JSON.stringify(source.data?.widgetAreaSource?.containers);
    expect(text).toContain('{{freeFrom}}');
    expect(text).not.toContain('1\u00a0500 kr');
    // Saved back as it was read, Sverige still gets its own figures.
    const input = {
      family: 'Frontpage',
      areaName,
      alias: frontpage.alias,
      pageType: frontpage.pageType,
      title: source.data?.widgetAreaSource?.meta.title ?? '',
      containers: (source.data?.widgetAreaSource?.containers ?? []).map((container, c) => ({
        layout: frontpage.containers[c]?.layout ?? 'full',
        design: frontpage.containers[c]?.design ?? 'contained',
        widgets: container.widgets.map((w) => ({
          type: w.type,
          configuration: w.configuration,
          images: w.images,
        })),
      })),
    };
    const saved = await app.gql(SAVE, { input }, EDITOR);
    expect(saved.errors).toBeUndefined();
    const sverige = await area(
      { family: 'Frontpage', languageId: 1, marketId: 2, preview: true },
      EDITOR,
    );
    expect(JSON.stringify(sverige?.containers)).toContain('Fri frakt over 1\u00a0400 SEK');
    await app.gql(
      'mutation D($family: String!, $areaName: String!) { discardWidgetAreaDraft(family: $family, areaName: $areaName) }',
      { family: 'Frontpage', areaName },
      EDITOR,
    );
    // Editors only, and POST only (drafts are not for caches).
    const visitors: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-editor-token-0123456789abcdef' },
    ];
    for (const headers of visitors)
      expect(
        (await app.gql(SOURCE, { family: 'Frontpage', areaName }, headers)).errors?.[0]?.extensions
          ?.code,
      ).toBe('UNAUTHENTICATED');
  });

  it('refuses every editor mutation and the area list without the editor token', async () => {
    const calls = [
      [SAVE, { input: page('Test', '<p>x</p>') }],
      [PUBLISH, { family: 'Content', areaName: 'om-atv-huset' }],
      ['{ widgetAreas { areaName } }', {}],
    ] as const;
    for (const [query, variables] of calls) {
      const visitors: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-the-editor-token-0123456789abcdef' },
      ];
      for (const headers of visitors) {
        const res = await app.gql(query, variables, headers);
        expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
    }
    expect(await area({ url: '/testside' })).toBeNull();
  });

  it('shows a draft only to an editor’s preview until it is published', async () => {
    const saved = await app.gql<{ saveWidgetAreaDraft: Area }>(
      SAVE,
      { input: page('Utkast', '<p>Første utkast</p>') },
      EDITOR,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveWidgetAreaDraft.isDraft).toBe(true);
    // A visitor, even asking for the preview, is an anonymous visitor: nothing published yet.
    expect(await area({ url: '/testside', preview: true })).toBeNull();
    expect((await area({ url: '/testside', preview: true }, EDITOR))?.meta.title).toBe('Utkast');
    expect((await fetch(`${app.url}/testside`)).status).toBe(404);

    const published = await app.gql<{ publishWidgetArea: Area }>(
      PUBLISH,
      { family: 'Content', areaName: 'testside' },
      EDITOR,
    );
    expect(published.data?.publishWidgetArea).toMatchObject({
      isDraft: false,
      meta: { title: 'Utkast' },
    });
    expect((await area({ url: '/testside' }))?.meta.title).toBe('Utkast');
    expect((await fetch(`${app.url}/testside`)).status).toBe(200);

    // A new draft: the visitor keeps the published page, the editor previews the draft.
    await app.gql(SAVE, { input: page('Andre utkast', '<p>Nytt</p>') }, EDITOR);
    expect((await area({ url: '/testside', preview: true }))?.meta.title).toBe('Utkast');
    expect((await area({ url: '/testside', preview: true }, EDITOR))?.meta.title).toBe(
      'Andre utkast',
    );
    // Publishing twice is publishing once.
    await app.gql(PUBLISH, { family: 'Content', areaName: 'testside' }, EDITOR);
    const again = await app.gql<{ publishWidgetArea: Area }>(
      PUBLISH,
      { family: 'Content', areaName: 'testside' },
      EDITOR,
    );
    expect(again.data?.publishWidgetArea.meta.title).toBe('Andre utkast');
    expect((await area({ url: '/testside' }))?.meta.title).toBe('Andre utkast');
  });

  it("keeps a draft's new address to the draft: the live page stays where it is until published", async () => {
    const moving = {
      ...page('Flytteside', '<p>Her</p>'),
      areaName: 'flytteside',
      alias: 'flytteside',
    };
    await app.gql(SAVE, { input: moving }, EDITOR);
    await app.gql(PUBLISH, { family: 'Content', areaName: 'flytteside' }, EDITOR);
    const draft = { ...moving, alias: 'hemmelig-kampanje', title: 'Hemmelig' };
    const saved = await app.gql(SAVE, { input: draft }, EDITOR);
    expect(saved.errors).toBeUndefined();
    // Shoppers: the published page at its old address, nothing at the planned one.
    expect((await area({ url: '/flytteside' }))?.meta.title).toBe('Flytteside');
    expect(await area({ url: '/hemmelig-kampanje' })).toBeNull();
    expect((await fetch(`${app.url}/flytteside`)).status).toBe(200);
    expect((await fetch(`${app.url}/hemmelig-kampanje`)).status).toBe(404);
    // The editor previews the draft at its new address.
    expect((await area({ url: '/hemmelig-kampanje', preview: true }, EDITOR))?.alias).toBe(
      'hemmelig-kampanje',
    );
    // Another area may not take either address meanwhile.
    const clash = await app.gql(
      SAVE,
      { input: { ...page('X', '<p>x</p>'), areaName: 'annen', alias: 'hemmelig-kampanje' } },
      EDITOR,
    );
    expect(clash.errors?.[0]?.extensions?.code).toBe('ALIAS_TAKEN');
    // Discarded: nothing moved. Published: the page moves, the old address is gone.
    const discard = `mutation { discardWidgetAreaDraft(family: "Content", areaName: "flytteside") }`;
    expect((await app.gql(discard, {}, EDITOR)).errors).toBeUndefined();
    expect((await area({ url: '/flytteside' }))?.meta.title).toBe('Flytteside');
    await app.gql(SAVE, { input: draft }, EDITOR);
    await app.gql(PUBLISH, { family: 'Content', areaName: 'flytteside' }, EDITOR);
    expect((await area({ url: '/hemmelig-kampanje' }))?.meta.title).toBe('Hemmelig');
    expect(await area({ url: '/flytteside' })).toBeNull();
    expect((await fetch(`${app.url}/flytteside`)).status).toBe(404);
  });

  it('refuses a stale revision, a taken or reserved alias and bad settings, in the caller’s language', async () => {
    const stale = await app.gql(
      SAVE,
      { input: page('X', '<p>x</p>'), expectedRevision: 1 },
      EDITOR,
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('REVISION_CONFLICT');
    const taken = await app.gql(
      SAVE,
      { input: { ...page('X', '<p>x</p>'), areaName: 'annen', alias: 'om-atv-huset' } },
      EDITOR,
    );
    expect(taken.errors?.[0]?.extensions?.code).toBe('ALIAS_TAKEN');
    const reserved = await app.gql(
      SAVE,
      { input: { ...page('X', '<p>x</p>'), areaName: 'kassen', alias: 'kassen' } },
      EDITOR,
    );
    expect(reserved.errors?.[0]?.extensions?.code).toBe('INVALID_CONTENT');
    const bad = await app.gql(
      SAVE,
      {
        languageId: 2,
        input: {
          ...page('X', '<p>x</p>'),
          containers: [
            {
              layout: 'half',
              design: 'contained',
              widgets: [
                {
                  type: 'BUTTONS',
                  configuration: JSON.stringify({
                    buttons: [{ label: 'Klikk', url: 'javascript:alert(1)' }],
                  }),
                },
                { type: 'BANNER', configuration: '{not json' },
                {
                  type: 'VIDEO',
                  configuration: JSON.stringify({ videoId: '"><script>', title: 'V' }),
                },
              ],
            },
          ],
        },
      },
      EDITOR,
    );
    expect(bad.errors?.[0]?.message).toBe(
      'Innhaldet kan ikkje lagrast: nokre felt manglar eller er ugyldige.',
    );
    const fields = bad.errors?.[0]?.extensions?.fields as { field: string; code: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'containers.0.widgets.0.configuration.buttons.0.url', code: 'INVALID_URL' },
        { field: 'containers.0.widgets.1.configuration', code: 'INVALID_JSON' },
        { field: 'containers.0.widgets.2.configuration.videoId', code: 'INVALID_VALUE' },
      ]),
    );
  });

  it('stores HTML without script, event handlers, styles or javascript: links', async () => {
    const html =
      '<h2 onclick="steal()">Tittel</h2><script>alert(1)</script><p style="color:red">Tekst ' +
      '<a href="javascript:alert(1)">farlig</a> <a href="https://example.no" target="_blank">trygg</a>' +
      '<img src="x" onerror="alert(1)"><img src="/images/category/560x560/lys.svg" onload="x()"></p>' +
      '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>';
    const saved = await app.gql<{ saveWidgetAreaDraft: Area }>(
      SAVE,
      { input: { ...page('Renset', html), areaName: 'renset', alias: 'renset' } },
      EDITOR,
    );
    const stored = JSON.parse(
      saved.data?.saveWidgetAreaDraft.containers[0]?.widgets[0]?.configuration ?? '{}',
    ) as { html: string };
    expect(stored.html).not.toMatch(
      /script|onclick|onerror|onload|style=|javascript:|iframe|evil/i,
    );
    expect(stored.html).toContain('<h2>Tittel</h2>');
    expect(stored.html).toContain(
      '<a href="https://example.no" rel="noopener noreferrer" target="_blank">trygg</a>',
    );
    expect(stored.html).toContain('<img src="/images/category/560x560/lys.svg" loading="lazy" />');
    expect(stored.html).not.toContain('src="x"');
  });
});

describe('the server’s pages', () => {
  it('answers 404 for an alias nobody has and 200 for content pages and the app’s screens', async () => {
    const status = async (path: string) => (await fetch(`${app.url}${path}`)).status;
    for (const path of [
      '/finnes-ikke',
      '/nn/finnes-ikke',
      '/content/finnes-ikke',
      '/404',
      '/a/b/c',
      '/p/x/finnes-ikke',
    ])
      expect(await status(path), path).toBe(404);
    for (const path of [
      '/om-atv-huset',
      '/nn/kontakt-oss',
      '/content/frakt-og-levering',
      '/kjops-og-leveringsbetingelser-2',
      '/produkter',
      '/kundetjeneste',
      '/preview-widgets',
      '/start',
      '/c/lys',
      '/sok/vinsj',
      '/min-konto/bestillinger',
    ])
      expect(await status(path), path).toBe(200);
    const missing = await fetch(`${app.url}/finnes-ikke`);
    expect(await missing.text()).toBe(INDEX);
  });

  it('serves the Flowbox embed on a page of its own, framed by the shop only', async () => {
    const embed = await fetch(`${app.url}/embed/flowbox/abc_123?locale=nn-NO`);
    expect(embed.status).toBe(200);
    const csp = embed.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('https://connect.getflowbox.com');
    expect(embed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const page = await embed.text();
    expect(page).toContain('"key":"abc_123","locale":"nn-NO"');
    // It loads Flowbox's script itself and tells the framing widget how it went.
    expect(page).toContain('"https://connect.getflowbox.com/flowbox.js"');
    expect(page).toContain("parent.postMessage(m,'*')");
    // Sandboxed however it is opened: Flowbox's script never runs as the shop's origin (its
    // storage holds the login; the framing page would be its to script).
    expect(csp).toContain('sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox');
    expect(csp).not.toMatch(/sandbox[^;]*allow-same-origin/);
    expect((await fetch(`${app.url}/embed/flowbox/%3Cscript%3E`)).status).toBe(404);
    // A broken escape is a page nobody has, not a server error.
    expect((await fetch(`${app.url}/embed/flowbox/%E0%A4%A`)).status).toBe(404);
    // The shop's own pages allow no third party's script, only the video players' frames.
    const shop = (await fetch(`${app.url}/om-atv-huset`)).headers.get('content-security-policy');
    expect(shop).not.toContain('getflowbox');
    expect(shop).toContain('frame-src');
  });
});

describe('customer types', () => {
  it('shows a widget limited to business customers to them only, and drops a container left empty', async () => {
    const input = {
      family: 'Content',
      areaName: 'bedrift',
      alias: 'bedrift',
      pageType: 'Content Page',
      title: 'For bedrifter',
      containers: [
        {
          layout: 'full',
          design: 'full_width',
          widgets: [
            {
              type: 'BANNER',
              configuration: JSON.stringify({
                title: 'Bedriftsavtale',
                customerTypes: ['COMPANY'],
              }),
            },
          ],
        },
        {
          layout: 'full',
          design: 'contained',
          widgets: [
            { type: 'TEXT', configuration: JSON.stringify({ text: 'For alle' }) },
            {
              type: 'TEXT',
              configuration: JSON.stringify({ text: 'Bare privat', customerTypes: ['PERSON'] }),
            },
          ],
        },
      ],
    };
    expect((await app.gql(SAVE, { input }, EDITOR)).errors).toBeUndefined();
    expect(
      (await app.gql(PUBLISH, { family: 'Content', areaName: 'bedrift' }, EDITOR)).errors,
    ).toBeUndefined();
    const texts = (found: Area | null) =>
      found?.containers.map((c) =>
        c.widgets
          .map((w) => JSON.parse(w.configuration) as { title?: string; text?: string })
          .map((settings) => settings.title ?? settings.text),
      );

    const person = await area({ url: '/bedrift' });
    expect(texts(person)).toEqual([['For alle', 'Bare privat']]);
    expect(await area({ url: '/bedrift', customerType: 'PERSON' })).toEqual(person);
    const company = await area({ url: '/bedrift', customerType: 'COMPANY' });
    expect(texts(company)).toEqual([['Bedriftsavtale'], ['For alle']]);
    // Each type's answer is its own entity in the client's normalised cache, widget ids kept.
    expect(company?.id).not.toBe(person?.id);
    expect(company?.containers[1]?.widgets[0]?.id).toMatch(/-1-0$/);
    // The editor may not name a type the shop does not have.
    const bad = await app.gql(
      SAVE,
      {
        input: {
          ...input,
          containers: [
            {
              layout: 'full',
              design: 'contained',
              widgets: [
                {
                  type: 'TEXT',
                  configuration: JSON.stringify({ text: 'x', customerTypes: ['ADMIN'] }),
                },
              ],
            },
          ],
        },
      },
      EDITOR,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_CONTENT');
    // Anyone may ask for an area, but only for a customer type the shop has.
    const unknown = await app.gql(AREA, { url: '/bedrift', customerType: 'ADMIN' });
    expect(unknown.data).toBeUndefined();
    expect(unknown.errors?.[0]?.message).toMatch(/CustomerType/);
  });
});

describe('the main navigation’s style', () => {
  const MENU = `query Menu($id: String!, $languageId: Int) {
    getMenuAtLocation(menuLocationId: $id, languageId: $languageId) { title style menuItems { id children { id children { id } } } }
  }`;
  interface MenuAnswer {
    getMenuAtLocation: {
      style: string;
      menuItems: { id: number; children: { id: number; children: { id: number }[] }[] }[];
    } | null;
  }
  const menu = async (id: string, languageId = 1) => {
    const res = await app.gql<MenuAnswer>(MENU, { id, languageId });
    expect(res.errors).toBeUndefined();
    return res.data?.getMenuAtLocation;
  };
  const settings = (tags: string[]) => ({
    family: 'Menu',
    areaName: 'main',
    pageType: 'Start Page',
    title: 'Hovedmeny',
    tags,
    containers: [],
  });

  it('is boxed in the demo (its content data), full width elsewhere, three levels deep', async () => {
    for (const languageId of [1, 2]) {
      const main = await menu('main', languageId);
      expect(main?.style).toBe('BOXED');
      expect(main?.menuItems.some((item) => item.children.some((c) => c.children.length > 0))).toBe(
        true,
      );
    }
    expect((await menu('footer-1'))?.style).toBe('FULL_WIDTH');
  });

  it('follows what an editor publishes: without the tag the full-width style, a draft changes nothing', async () => {
    const publish = () => app.gql(PUBLISH, { family: 'Menu', areaName: 'main' }, EDITOR);
    // Menu answers are kept until the catalogue version moves (a publish moves it): the server
    // follows within seconds, so the answer is polled.
    const style = (languageId = 1) =>
      expect.poll(async () => (await menu('main', languageId))?.style, { timeout: 15_000 });
    expect((await app.gql(SAVE, { input: settings([]) }, EDITOR)).errors).toBeUndefined();
    expect((await menu('main'))?.style).toBe('BOXED');
    expect((await publish()).errors).toBeUndefined();
    await style().toBe('FULL_WIDTH');
    // Only Bokmål was changed: the Nynorsk menu keeps its own setting.
    expect((await menu('main', 2))?.style).toBe('BOXED');
    await app.gql(SAVE, { input: settings(['Boxed']) }, EDITOR);
    await publish();
    await style().toBe('BOXED');
  });
});
