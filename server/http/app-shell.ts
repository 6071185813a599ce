// The prerendered app shell (issue 18, points 1 and 2). The HTML of every page carries the
// header, navigation (the current menus), footer and, on the start page, the hero, rendered by
// the storefront's own components (src/app/shell/render-shell.tsx, built into {dist}-shell/) when
// the server starts and when the catalogue or a menu changes, never per request; with the page's
// CSS inline, so the first paint needs neither a stylesheet nor JavaScript. Its head carries the
// plan and the inline bootstrap that start the route's queries and chunks before the bundle has
// run. One HTML per language and page kind (start page or any other), kept in memory compressed.
//
// Who may ask: anyone (a page). What it costs: a compressed copy from memory per request; the
// plan's queries (layout, categories, start, product, a category's or a search's list) are the
// app's own, asked by the bootstrap instead of the app, never in addition; the server runs each
// once at render to pin its hash (graphql/persisted-queries.ts). Bad input: the address only
// picks a language, market and page kind; markup bringing a script or style fails the render
// and the pages before stay; the bootstrap asks nothing for a path it cannot read.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compress, pickEncoding, type Encoding } from './compress.js';
import {
  contentSecurityPolicy,
  NO_THIRD_PARTY_ORIGINS,
  type ThirdPartyOrigins,
} from './security.js';
import { etagMatches } from './send.js';

export type ShellLocale = 'nb' | 'nn';
export type ShellPage = 'start' | 'other';
const LOCALES: readonly ShellLocale[] = ['nb', 'nn'];
const PAGES: readonly ShellPage[] = ['start', 'other'];

/** One catalogue query of the shell (src/app/shell/prefetch-requests.ts). */
export interface ShellRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  hash: string;
  url: string;
}

interface RoutePlanSource {
  page: ShellPage;
  pattern: string;
  requests: string[];
  aliasRequests: string[];
  sources: string[];
}

/** The markets the app knows: the default, and those a path segment names (alias -> id). */
export interface ShellMarkets {
  defaultId: number;
  paths: Readonly<Record<string, number>>;
}

/** The market a shell is rendered in, and the segment its links stay under ('' for none). */
export interface ShellMarket {
  id: number;
  basename: string;
}

/** What the built renderer exports (src/app/shell/render-shell.tsx). */
export interface ShellRenderer {
  layoutRequests(locale: ShellLocale, marketId?: number): Promise<ShellRequest[]>;
  catalogueRequests(locale: ShellLocale, marketId?: number): Promise<ShellRequest[]>;
  startRequests(locale: ShellLocale, marketId?: number): Promise<ShellRequest[]>;
  productRequests(locale: ShellLocale, marketId?: number): Promise<ShellRequest[]>;
  /** Absent in a renderer from before the list plans. */
  listRegistrations?(locale: ShellLocale, marketId?: number): Promise<ShellRequest[]>;
  routePlans(locale: ShellLocale, marketId?: number): Promise<RoutePlanSource[]>;
  renderShell(
    locale: ShellLocale,
    page: ShellPage,
    answers: readonly { request: ShellRequest; data: unknown }[],
    market?: ShellMarket,
  ): Promise<string>;
  /** Absent in a renderer from before the markets: the default market only. */
  SHELL_MARKETS?: ShellMarkets;
  shellBootstrap: () => void;
  SHELL_CSS: string;
  SHELL_PLAN_ID: string;
  SHELL_REQUEST_HEADERS: Record<string, string>;
}

/** Runs one shell query on this server (registering its persisted-query hash); its data. */
export type ExecuteShellQuery = (request: ShellRequest) => Promise<unknown>;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface Variant {
  body: Buffer;
  etag: string;
  csp: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** One language's shell pages in one market, and the queries their plan asks by hash. */
interface VariantGroup {
  pages: Map<ShellPage, Variant>;
  requests: ShellRequest[];
}

/** What a render read from the build: every market's pages are made from the same. */
interface ShellBuild {
  template: string;
  manifests: BuildManifests;
  renderer: ShellRenderer;
  entryCss: string;
  markets: ShellMarkets;
}

/** The renderer's path for a build directory: beside it, never inside (not served). */
export function rendererPath(distDir: string): string {
  return `${distDir.replace(/[\\/]+$/, '')}-shell/render-shell.js`;
}

export interface ShellVariant {
  locale: ShellLocale;
  page: ShellPage;
  market: ShellMarket;
}

const SELECTED_MARKET_COOKIE = 'ralph-selected-market';

/** The market id the shopper chose (lib/market/current-market.ts's cookie), if well formed. */
function chosenMarket(cookieHeader: string | undefined): number | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === SELECTED_MARKET_COOKIE && /^[1-9]\d{0,8}$/.test(value)) return Number(value);
  }
  return null;
}

/**
 * Which shell a path gets, as the app will show it: the language and page kind of the address
 * (after a market segment), in the market the segment names, else the one the shopper chose
 * (cookie), else the default. /index.html is the worker's copy for every address: the default
 * market's nb start page, whatever the cookie (a copy kept for later must not be one shopper's).
 */
export function shellVariantFor(
  urlPath: string,
  cookieHeader?: string,
  markets: ShellMarkets = { defaultId: 1, paths: {} },
): ShellVariant {
  const home = { id: markets.defaultId, basename: '' };
  if (urlPath === '/index.html') return { locale: 'nb', page: 'start', market: home };
  const alias = urlPath.split('/')[1] ?? '';
  const segmentMarket = Object.hasOwn(markets.paths, alias) ? markets.paths[alias] : undefined;
  const known = new Set([markets.defaultId, ...Object.values(markets.paths)]);
  const chosen = chosenMarket(cookieHeader);
  const market =
    segmentMarket !== undefined
      ? { id: segmentMarket, basename: `/${alias}` }
      : chosen !== null && known.has(chosen)
        ? { id: chosen, basename: '' }
        : home;
  const path = segmentMarket === undefined ? urlPath : urlPath.slice(alias.length + 1) || '/';
  if (path === '/nn' || path === '/nn/') return { locale: 'nn', page: 'start', market };
  if (path.startsWith('/nn/')) return { locale: 'nn', page: 'other', market };
  if (path === '/') return { locale: 'nb', page: 'start', market };
  return { locale: 'nb', page: 'other', market };
}

const groupKey = (locale: ShellLocale, market: ShellMarket) =>
  `${locale}:${String(market.id)}:${market.basename}`;

/** JSON inside <script type="application/json">: no "</script>" or "<!--" can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The client build's manifests (vite build --manifest --ssrManifest). */
export interface BuildManifests {
  /** Chunk by key (source path or chunk name), with its static imports and CSS. */
  chunks: Manifest;
  /** Source module -> the files (chunk and CSS) that hold it, whatever chunk it was grouped in. */
  modules: Record<string, string[]>;
}

/** Every chunk the source modules need that the entry does not already load: files and CSS. */
export function chunksOf(manifests: BuildManifests, sources: readonly string[]) {
  const { chunks } = manifests;
  const keyByFile = new Map(Object.entries(chunks).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !chunks[key]) return;
    into.add(key);
    for (const imported of chunks[key].imports ?? []) walk(imported, into);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) walk(key, entry);
  const route = new Set<string>();
  for (const source of sources)
    for (const file of manifests.modules[source] ?? []) {
      const key = keyByFile.get(file);
      if (key) walk(key, route);
    }
  const files = [...route].filter((key) => !entry.has(key)).map((key) => chunks[key]);
  return {
    modules: files.flatMap((chunk) => (chunk?.file.endsWith('.js') ? [`/${chunk.file}`] : [])),
    css: [
      ...new Set(
        files.flatMap((chunk) =>
          chunk?.file.endsWith('.css') ? [chunk.file] : (chunk?.css ?? []),
        ),
      ),
    ],
  };
}

/** The element that ends the shell's markup, which the first paint waits for. */
export const SHELL_END_ID = 'app-shell-end';
/** The start page's JSON block naming its entry script and preloads (the bootstrap loads them). */
export const APP_ENTRY_ID = 'app-entry';

/**
 * Builds the shell's pages from dist/index.html: the shell's markup in #root (marked
 * data-app-shell for app/shell/take-over.ts), the stylesheets inline (with the start page's own
 * on the start page), and the plan and bootstrap first in <head>.
 */
export function composeShellPage(parts: {
  template: string;
  locale: ShellLocale;
  page: ShellPage;
  markup: string;
  css: string;
  plan: unknown;
  renderer: Pick<ShellRenderer, 'shellBootstrap' | 'SHELL_PLAN_ID'>;
}): string {
  const { locale, page, markup, css, plan, renderer } = parts;
  // The page's CSP allows its inline scripts and styles by hash: markup made from the
  // database's content (menus, the front page's banner) must bring none, or a sanitiser's slip
  // would be allowed with them. A render that finds one fails, and the pages before stay.
  if (/<(script|style)\b/i.test(markup))
    throw new Error('The shell markup holds a <script> or <style>: it is not rendered');
  // The scripts (the entry and its preloads) leave the HTML for the bootstrap, which loads them
  // once the shell has painted (src/app/shell/bootstrap.ts): a script that came first (a fast
  // line, the HTTP cache) was evaluated before the first paint and held it back. The worker's
  // copy of the shell (index.html) is the start page: the same for every address.
  const entry = { script: '', modules: [] as string[] };
  const template = parts.template
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/, (_, src: string) => {
      entry.script = src;
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_, href: string) => {
      entry.modules.push(href);
      return '';
    });
  // The first paint waits until the parser has passed the whole shell (rel=expect, render
  // blocking): without it a busy browser painted a half-parsed header (the top bar's tools or
  // the header's actions cut short) and then moved it when the rest arrived, a layout shift.
  const head =
    `<script type="application/json" id="${renderer.SHELL_PLAN_ID}">${scriptJson(plan)}</script>` +
    (entry.script
      ? `<script type="application/json" id="${APP_ENTRY_ID}">${scriptJson(entry)}</script>`
      : '') +
    `<script>(${renderer.shellBootstrap.toString()})();</script>` +
    `<link rel="expect" href="#${SHELL_END_ID}" blocking="render">`;
  let html = template
    .replace(/<html\b[^>]*>/, `<html lang="${locale}" data-shell-page="${page}">`)
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(/<\/head>/, () => `<style>${css}</style>\n  </head>`)
    .replace(/(<meta charset="[^"]*"\s*\/?>)/i, (charset) => `${charset}\n    ${head}`);
  const shellStart = html.indexOf('<!--app-shell-->');
  const shellEnd = html.indexOf('<!--/app-shell-->');
  if (shellStart < 0 || shellEnd < shellStart)
    throw new Error('index.html has no <!--app-shell--> … <!--/app-shell--> in #root');
  html = `${html.slice(0, shellStart)}${markup}<span id="${SHELL_END_ID}" hidden></span>${html.slice(shellEnd + '<!--/app-shell-->'.length)}`;
  return html.replace('<div id="root">', '<div id="root" data-app-shell>');
}

/** Re-registers the prefetched queries' hashes well within the server's APQ lifetime (1 h). */
const REGISTER_EVERY_MS = 20 * 60_000;

export class AppShell {
  readonly #distDir: string;
  readonly #execute: ExecuteShellQuery;
  readonly #log: (message: string) => void;
  readonly #thirdParty: ThirdPartyOrigins;
  #build: ShellBuild | null = null;
  /** One language's pages in one market, by groupKey (another market's made when first asked). */
  #groups = new Map<string, Promise<VariantGroup>>();
  /** index.html's size and mtime the variants were built from. */
  #templateVersion = '';
  #rendering: Promise<void> | null = null;
  #again = false;
  #registeredAt = 0;
  #registrations: ShellRequest[] = [];

  constructor(
    distDir: string,
    execute: ExecuteShellQuery,
    log: (message: string) => void,
    thirdParty: ThirdPartyOrigins = NO_THIRD_PARTY_ORIGINS,
  ) {
    this.#distDir = distDir;
    this.#execute = execute;
    this.#log = log;
    this.#thirdParty = thirdParty;
  }

  /** The build has a renderer (a build before issue 18's shell serves plain index.html). */
  get available(): boolean {
    return existsSync(rendererPath(this.#distDir));
  }

  /**
   * Renders every page again (the menus or the build changed). Calls during a render run once
   * more after it, so the last change is always rendered; a failure keeps the pages before.
   */
  refresh(): Promise<void> {
    if (this.#rendering) {
      this.#again = true;
      return this.#rendering;
    }
    this.#rendering = this.#render()
      .catch((error: unknown) => this.#log(`The app shell could not be rendered: ${String(error)}`))
      .finally(() => {
        this.#rendering = null;
        if (this.#again) {
          this.#again = false;
          void this.refresh();
        }
      });
    return this.#rendering;
  }

  async #templateStamp(): Promise<string> {
    const info = await stat(join(this.#distDir, 'index.html')).catch(() => null);
    return info ? `${info.size}:${info.mtimeMs}` : '';
  }

  async #render(): Promise<void> {
    // Noted first: a build whose shell fails is tried again when it changes, not per request.
    this.#templateVersion = await this.#templateStamp();
    if (!this.available) return;
    const template = await readFile(join(this.#distDir, 'index.html'), 'utf8');
    const manifests: BuildManifests = {
      chunks: JSON.parse(
        await readFile(join(this.#distDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest,
      modules: JSON.parse(
        await readFile(join(this.#distDir, '.vite', 'ssr-manifest.json'), 'utf8'),
      ) as Record<string, string[]>,
    };
    // A changed renderer (a rebuild) is a new module address: ?v= makes Node load it again.
    const stamp = (await stat(rendererPath(this.#distDir))).mtimeMs;
    const renderer = (await import(
      `${pathToFileURL(rendererPath(this.#distDir)).href}?v=${stamp}`
    )) as ShellRenderer;
    const build: ShellBuild = {
      template,
      manifests,
      renderer,
      entryCss: await this.#stylesheets(template),
      markets: renderer.SHELL_MARKETS ?? { defaultId: 1, paths: {} },
    };
    // The default market's pages now; another market's when a page in it is first asked for
    // (most shoppers never need them, and each takes as long as these).
    const home = { id: build.markets.defaultId, basename: '' };
    const groups = new Map<string, Promise<VariantGroup>>();
    for (const locale of LOCALES)
      groups.set(
        groupKey(locale, home),
        Promise.resolve(await this.#renderGroup(build, locale, home)),
      );
    const registrations = (await Promise.all(groups.values())).flatMap((group) => group.requests);
    this.#build = build;
    this.#groups = groups;
    this.#registrations = registrations;
    await this.#register();
  }

  /** One language's pages (start and other) in one market. */
  async #renderGroup(
    build: ShellBuild,
    locale: ShellLocale,
    market: ShellMarket,
  ): Promise<VariantGroup> {
    const { renderer, manifests, template } = build;
    const [layout, catalogue, start, product, lists, routes] = await Promise.all([
      renderer.layoutRequests(locale, market.id),
      renderer.catalogueRequests(locale, market.id),
      renderer.startRequests(locale, market.id),
      renderer.productRequests(locale, market.id),
      renderer.listRegistrations?.(locale, market.id) ?? [],
      renderer.routePlans(locale, market.id),
    ]);
    // The layout's answers, and the start page's (the front page's widget area: the shell
    // renders its first container), as the database has them now, in the market.
    const answers = await Promise.all(
      [...layout, ...start].map(async (request) => ({
        request,
        data: await this.#execute(request).catch(() => null),
      })),
    );
    const routePlans = routes.map(({ sources, ...route }) => ({
      ...route,
      ...chunksOf(manifests, sources),
    }));
    const plan = {
      locale,
      markets: build.markets.paths,
      headers: renderer.SHELL_REQUEST_HEADERS,
      layout: layout.map((request) => request.url),
      catalogue: catalogue.map((request) => request.url),
      routes: routePlans.map(({ css: _css, ...route }) => route),
    };
    const pages = new Map<ShellPage, Variant>();
    for (const page of PAGES) {
      const markup = await renderer.renderShell(locale, page, answers, market);
      const pageCss =
        page === 'start'
          ? await this.#files(routePlans.find((route) => route.page === 'start')?.css ?? [])
          : '';
      const html = composeShellPage({
        template,
        locale,
        page,
        markup,
        css: `${build.entryCss}\n${pageCss}\n${renderer.SHELL_CSS}`,
        plan,
        renderer,
      });
      pages.set(page, await this.#variant(html));
    }
    return { pages, requests: [...catalogue, ...start, ...product, ...lists] };
  }

  /** The page of a variant: rendered now if its market's pages were not yet asked for. */
  async #variantOf({ locale, page, market }: ShellVariant): Promise<Variant | undefined> {
    const build = this.#build;
    if (!build) return undefined;
    const key = groupKey(locale, market);
    let group = this.#groups.get(key);
    if (!group) {
      const groups = this.#groups;
      group = this.#renderGroup(build, locale, market);
      groups.set(key, group);
      // A failure is tried again on the next request, not kept.
      group.catch((error: unknown) => {
        if (groups.get(key) === group) groups.delete(key);
        this.#log(`The app shell could not be rendered: ${String(error)}`);
      });
    }
    return (await group.catch(() => undefined))?.pages.get(page);
  }

  /** The CSS of the template's stylesheet links, in their order. */
  async #stylesheets(template: string): Promise<string> {
    const hrefs = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
      ([, href = '']) => href,
    );
    return this.#files(hrefs);
  }

  async #files(paths: readonly string[]): Promise<string> {
    const texts = await Promise.all(
      paths.map((path) => readFile(join(this.#distDir, path), 'utf8')),
    );
    return texts.join('\n');
  }

  async #variant(html: string): Promise<Variant> {
    const body = Buffer.from(html);
    const [br, gzip] = await Promise.all([
      compress(body, 'br', 'static'),
      compress(body, 'gzip', 'static'),
    ]);
    return {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      csp: contentSecurityPolicy(html, this.#thirdParty),
      encoded: { br, gzip },
    };
  }

  /**
   * The categories and the start, product and list pages' queries are asked by hash only,
   * before the bundle could send their text: the server must know them. Running them once with
   * their text registers them.
   */
  async #register(): Promise<void> {
    this.#registeredAt = Date.now();
    await Promise.all(
      this.#registrations.map((request) => this.#execute(request).catch(() => null)),
    );
  }

  /**
   * Sends the shell page for `urlPath` (a navigation the SPA answers); false when there is none
   * (no renderer in this build, or it failed), and the caller serves index.html as before.
   */
  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    urlPath: string,
    status = 200,
  ): Promise<boolean> {
    if (this.#rendering) await this.#rendering;
    if ((await this.#templateStamp()) !== this.#templateVersion) await this.refresh();
    if (Date.now() - this.#registeredAt > REGISTER_EVERY_MS) void this.#register();
    const variant = await this.#variantOf(
      shellVariantFor(urlPath, req.headers.cookie, this.#build?.markets),
    );
    if (!variant) return false;
    const headers: Record<string, string | number> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': variant.csp,
      etag: variant.etag,
      // The market cookie picks the shell of an address without a market segment.
      vary: urlPath === '/index.html' ? 'Accept-Encoding' : 'Accept-Encoding, Cookie',
    };
    if (status === 200 && etagMatches(req, variant.etag)) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = (encoding ? variant.encoded[encoding] : undefined) ?? variant.body;
    if (encoding && body !== variant.body) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
