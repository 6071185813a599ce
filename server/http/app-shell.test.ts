// The prerendered app shell (issue 18, point 1): rendered when the server starts and when the
// menus change, never per request; served per language and page kind with its CSS and bootstrap
// inline, allowed by the CSP's hashes. A stand-in renderer (the real one is the client build's,
// src/app/shell/render-shell.tsx) shows what the server asked and got.
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import {
  chunksOf,
  composeShellPage,
  rendererPath,
  SHELL_END_ID,
  shellVariantFor,
} from './app-shell.js';
import { inlineHashes } from './security.js';

const INDEX = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <title>ATV-Huset</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><!--app-shell--><div class="boot"></div><!--/app-shell--></div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_start-1.js': {
    file: 'assets/start-1.js',
    imports: ['index.html', '_react-1.js'],
    css: ['assets/start-1.css'],
  },
};
const SSR_MANIFEST = {
  'src/routes/start-page.tsx': ['/assets/start-1.js', '/assets/start-1.css'],
};

// A renderer with the real one's exports: it renders what the menu query answered, and counts.
const RENDERER = `
const query = 'query GetMenuAtLocation($menuLocationId: String!, $languageId: Int) { getMenuAtLocation(menuLocationId: $menuLocationId, languageId: $languageId) { title } }';
const hash = async (text) => Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, '0')).join('');
export const SHELL_PLAN_ID = 'shell-plan';
export const SHELL_CSS = '.shell-own{}';
export const SHELL_REQUEST_HEADERS = { 'x-api-key': 'key' };
export function shellBootstrap() { document.title = 'booted'; }
export const SHELL_MARKETS = { defaultId: 1, paths: { se: 2 } };
const inMarket = (marketId) => (marketId && marketId !== 1 ? '-m' + marketId : '');
export async function layoutRequests(locale, marketId) {
  const languageId = locale === 'nb' ? 1 : 2;
  return [{ operationName: 'GetMenuAtLocation', query, variables: { menuLocationId: 'main', languageId }, hash: await hash(query), url: '/graphql?menu-' + locale + inMarket(marketId) }];
}
export async function catalogueRequests(locale) { return [{ operationName: 'GetCategories', query: 'query GetCategories { categories { name } }', variables: {}, hash: 'c', url: '/graphql?categories-' + locale }]; }
export async function startRequests() { return []; }
export async function productRequests() { return []; }
export async function routePlans(locale) {
  return [{ page: 'start', pattern: '^/$', requests: ['/graphql?start-' + locale], aliasRequests: [], sources: ['src/routes/start-page.tsx'] }];
}
export async function renderShell(locale, page, answers, market) {
  globalThis.__shellRenders = (globalThis.__shellRenders ?? 0) + 1;
  const titles = answers.map((answer) => answer.data?.getMenuAtLocation?.title ?? 'none');
  const where = market && market.id !== 1 ? ' m' + market.id + market.basename : '';
  return '<header>' + titles.join() + '</header><p>' + locale + ' ' + page + where + '</p>';
}
`;

const renders = () => (globalThis as { __shellRenders?: number }).__shellRenders ?? 0;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = join(await mkdtemp(join(tmpdir(), 'atvhuset-shell-')), 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, '.vite'));
  await mkdir(join(`${dist}-shell`));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'assets', 'index-1.css'), '.entry{color:green}');
  await writeFile(join(dist, 'assets', 'start-1.css'), '.start{color:orange}');
  await writeFile(join(dist, 'assets', 'index-1.js'), 'console.log(1);');
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(join(dist, '.vite', 'ssr-manifest.json'), JSON.stringify(SSR_MANIFEST));
  await writeFile(rendererPath(dist), RENDERER);
  app = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await app.close();
  await rm(join(dist, '..'), { recursive: true, force: true });
});

describe('the served shell', () => {
  it("carries the shell of the page's language and kind with the current menu", async () => {
    const pages: [string, string][] = [
      ['/', 'nb start'],
      ['/index.html', 'nb start'],
      ['/c/lys/arbeidslys', 'nb other'],
      ['/nn', 'nn start'],
      ['/nn/c/lys', 'nn other'],
    ];
    for (const [path, shell] of pages) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toContain(`<div id="root" data-app-shell><header>`);
      expect(html).toContain(`<p>${shell}</p>`);
      expect(html).toContain(
        `<html lang="${shell.slice(0, 2)}" data-shell-page="${shell.slice(3)}">`,
      );
      expect(html).not.toContain('class="boot"');
    }
    const nb = await (await fetch(`${app.url}/`)).text();
    const nn = await (await fetch(`${app.url}/nn`)).text();
    const [nbTitle, nnTitle] = await Promise.all(
      [1, 2].map(async (languageId) => {
        const answer = await app.gql<{ getMenuAtLocation: { title: string } }>(
          `{ getMenuAtLocation(menuLocationId: "main", languageId: ${languageId}) { title } }`,
        );
        return answer.data?.getMenuAtLocation.title;
      }),
    );
    expect(nb).toContain(`<header>${nbTitle}</header>`);
    expect(nn).toContain(`<header>${nnTitle}</header>`);
  });

  it('is in the market the address names, else the one the shopper chose; its pages made when first asked', async () => {
    const shellOf = async (path: string, cookie?: string) => {
      const res = await fetch(`${app.url}${path}`, cookie ? { headers: { cookie } } : {});
      expect(res.status).toBe(200);
      const html = await res.text();
      return { shell: /<p>(.*?)<\/p>/.exec(html)?.[1], vary: res.headers.get('vary'), html };
    };
    const before = renders();
    expect((await shellOf('/se')).shell).toBe('nb start m2/se');
    expect(renders()).toBe(before + 2);
    expect((await shellOf('/se/')).shell).toBe('nb start m2/se');
    expect((await shellOf('/se/c/lys')).shell).toBe('nb other m2/se');
    expect(renders()).toBe(before + 2);
    expect((await shellOf('/se/nn/c/lys')).shell).toBe('nn other m2/se');
    // Chosen in the market panel (the cookie): the address has no segment, nor do its links.
    const chosen = await shellOf('/nn', 'ralph-selected-market=2');
    expect(chosen.shell).toBe('nn start m2');
    expect(chosen.vary).toBe('Accept-Encoding, Cookie');
    const plan = JSON.parse(/id="shell-plan">(.*?)<\/script>/.exec(chosen.html)?.[1] ?? '{}') as {
      layout: string[];
      markets: Record<string, number>;
    };
    expect(plan.layout).toEqual(['/graphql?menu-nn-m2']);
    expect(plan.markets).toEqual({ se: 2 });
    // The segment wins over the cookie; a market the app does not know is the default one.
    expect((await shellOf('/se', 'ralph-selected-market=1')).shell).toBe('nb start m2/se');
    expect((await shellOf('/', 'ralph-selected-market=7')).shell).toBe('nb start');
    expect((await shellOf('/', 'ralph-selected-market=2x')).shell).toBe('nb start');
    // The worker's copy for every address is never one shopper's market.
    const copy = await shellOf('/index.html', 'ralph-selected-market=2');
    expect(copy.shell).toBe('nb start');
    expect(copy.vary).toBe('Accept-Encoding');
  });

  it('inlines its CSS instead of linking it, and the start page gets its own too', async () => {
    const start = await (await fetch(`${app.url}/`)).text();
    const other = await (await fetch(`${app.url}/c/lys`)).text();
    expect(start).not.toContain('rel="stylesheet"');
    expect(start).toMatch(
      /<style>\.entry\{color:green\}\n\.start\{color:orange\}\n\.shell-own\{\}<\/style>/,
    );
    expect(other).toMatch(/<style>\.entry\{color:green\}\n\n\.shell-own\{\}<\/style>/);
  });

  it('allows its inline script and style by their hashes alone', async () => {
    const res = await fetch(`${app.url}/`);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    const { scripts, styles } = inlineHashes(html);
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(csp).toContain(`script-src 'self' ${script ?? ''}`);
    for (const style of styles) expect(csp).toContain(style);
    const bootstrap = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(sha256(bootstrap));
    expect(csp).not.toContain('unsafe-inline');
  });

  it('puts the plan and the bootstrap first in the head, with the start chunk to preload', async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const head = html.slice(html.indexOf('<head>'), html.indexOf('<title>'));
    expect(head).toContain('<script type="application/json" id="shell-plan">');
    expect(head).toContain('document.title = ');
    const plan = JSON.parse(/id="shell-plan">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      layout: string[];
      catalogue: string[];
      routes: { modules: string[]; requests: string[] }[];
      headers: Record<string, string>;
    };
    expect(plan.layout).toEqual(['/graphql?menu-nb']);
    expect(plan.catalogue).toEqual(['/graphql?categories-nb']);
    expect(plan.headers).toEqual({ 'x-api-key': 'key' });
    expect(plan.routes[0]?.requests).toEqual(['/graphql?start-nb']);
    expect(plan.routes[0]?.modules).toEqual(['/assets/start-1.js']);
  });

  it('answers a repeat with 304 and sends it compressed', async () => {
    const first = await fetch(`${app.url}/nn`, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${app.url}/nn`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('is rendered again when a menu changes, and never per request', async () => {
    const before = renders();
    for (let i = 0; i < 5; i++) await fetch(`${app.url}/nn/p/x`);
    expect(renders()).toBe(before);
    await app.db.query(
      "UPDATE menu_titles SET title = 'Ny meny' WHERE language_id = 1 AND menu_id = (SELECT id FROM menus WHERE location_id = 'main')",
    );
    // The first request after the check interval sees the catalogue version move: page loads
    // alone (a shopper who only browses pages), no API request.
    let html = '';
    for (let tries = 0; tries < 40 && !html.includes('<header>Ny meny</header>'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      html = await (await fetch(`${app.url}/`)).text();
    }
    expect(html).toContain('<header>Ny meny</header>');
    // Both languages and both page kinds, once.
    expect(renders()).toBe(before + 4);
  });
});

describe('the shell parts', () => {
  it('names the shell for each address', () => {
    const home = { id: 1, basename: '' };
    expect(shellVariantFor('/')).toEqual({ locale: 'nb', page: 'start', market: home });
    expect(shellVariantFor('/nn/')).toEqual({ locale: 'nn', page: 'start', market: home });
    expect(shellVariantFor('/nnx')).toEqual({ locale: 'nb', page: 'other', market: home });
    expect(shellVariantFor('/nn/kassen')).toEqual({ locale: 'nn', page: 'other', market: home });
    const markets = { defaultId: 1, paths: { se: 2 } };
    const se = { id: 2, basename: '/se' };
    expect(shellVariantFor('/se', undefined, markets)).toEqual({
      locale: 'nb',
      page: 'start',
      market: se,
    });
    expect(shellVariantFor('/se/nn', undefined, markets)).toMatchObject({
      locale: 'nn',
      page: 'start',
    });
    expect(shellVariantFor('/sex', 'ralph-selected-market=2', markets)).toEqual({
      locale: 'nb',
      page: 'other',
      market: { id: 2, basename: '' },
    });
    // A path segment the markets do not name (the stand-in of an old renderer has none).
    expect(shellVariantFor('/se', 'a=1; ralph-selected-market=2').market).toEqual(home);
  });

  it("preloads only what the route needs beyond the entry's chunks", () => {
    expect(
      chunksOf({ chunks: MANIFEST, modules: SSR_MANIFEST }, ['src/routes/start-page.tsx']),
    ).toEqual({ modules: ['/assets/start-1.js'], css: ['assets/start-1.css'] });
    expect(chunksOf({ chunks: MANIFEST, modules: SSR_MANIFEST }, ['src/unknown.tsx'])).toEqual({
      modules: [],
      css: [],
    });
  });

  it('keeps the plan from closing its script element', () => {
    const html = composeShellPage({
      template: INDEX,
      locale: 'nb',
      page: 'start',
      markup: '<main></main>',
      css: '',
      plan: { text: '</script><script>alert(1)</script>' },
      renderer: { SHELL_PLAN_ID: 'plan', shellBootstrap: () => undefined },
    });
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html.match(/<script\b/g)).toHaveLength(3);
  });

  it("leaves every page's scripts to the bootstrap (after the first paint)", () => {
    const compose = (page: 'start' | 'other') =>
      composeShellPage({
        template: INDEX,
        locale: 'nb',
        page,
        markup: '<main>hero</main>',
        css: '',
        plan: {},
        renderer: { SHELL_PLAN_ID: 'plan', shellBootstrap: () => undefined },
      });
    for (const page of ['start', 'other'] as const) {
      const html = compose(page);
      expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const entry = /<script type="application\/json" id="app-entry">([^<]*)<\/script>/.exec(html);
      expect(JSON.parse(entry?.[1] ?? 'null')).toEqual({
        script: '/assets/index-1.js',
        modules: ['/assets/react-1.js'],
      });
      // Before the bootstrap, which reads it synchronously.
      expect(html.indexOf('id="app-entry"')).toBeLessThan(html.indexOf('<script>('));
    }
  });

  it('refuses markup that brings a script or a style of its own (the CSP would allow it by hash)', () => {
    for (const markup of [
      '<main><script>alert(1)</script></main>',
      '<main><SCRIPT src="/x.js"></SCRIPT></main>',
      '<main><style>body{display:none}</style></main>',
    ])
      expect(() =>
        composeShellPage({
          template: INDEX,
          locale: 'nb',
          page: 'other',
          markup,
          css: '',
          plan: {},
          renderer: { SHELL_PLAN_ID: 'plan', shellBootstrap: () => undefined },
        }),
      ).toThrow(/script/);
  });

  it('holds the first paint until the whole shell is parsed, so no half-parsed header is painted', () => {
    const html = composeShellPage({
      template: INDEX,
      locale: 'nb',
      page: 'start',
      markup: '<header>top</header><main>hero</main>',
      css: '',
      plan: {},
      renderer: { SHELL_PLAN_ID: 'plan', shellBootstrap: () => undefined },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${SHELL_END_ID}" blocking="render">`);
    // The target ends the shell's markup inside #root (the take-over replaces it with the rest).
    const root = html.slice(html.indexOf('<div id="root" data-app-shell>'));
    expect(root).toMatch(
      new RegExp(
        `^<div id="root" data-app-shell><header>top</header><main>hero</main><span id="${SHELL_END_ID}" hidden></span>`,
      ),
    );
  });

  it('refuses a template without the place for the shell', () => {
    expect(() =>
      composeShellPage({
        template: '<html><head><meta charset="UTF-8"></head><div id="root"></div></html>',
        locale: 'nb',
        page: 'start',
        markup: '',
        css: '',
        plan: {},
        renderer: { SHELL_PLAN_ID: 'plan', shellBootstrap: () => undefined },
      }),
    ).toThrow(/app-shell/);
  });
});
