// A product page the shopper has seen paints its title and picture before the bundle has run
// (issue 18, point 4). The worker serves one shell (index.html) for every address; for a
// product address whose product answer it holds in the catalogue cache, it puts the product's
// name, brand and first image where the shell shows its loading state. The app replaces the
// whole shell when its own page has rendered (src/app/shell/take-over.ts), so nothing here has to
// stay in step with the app beyond looking like the top of its product page. Pure: the worker's
// handler (sw.ts) does the reading.
import type { LcpImageRule, ShellPlan } from '../src/config/shell-plan';
import { SHELL_PLAN_ID } from '../src/config/shell-plan';

/** The product route's plan: the one whose LCP image is the product's (bootstrap.ts). */
interface ProductRoute {
  pattern: string;
  aliasRequests: string[];
  lcpImage: LcpImageRule;
}

/** The plan in a shell's HTML, or null (no plan, or one that does not parse). */
export function shellPlanOf(html: string): ShellPlan | null {
  const start = html.indexOf(`<script type="application/json" id="${SHELL_PLAN_ID}">`);
  if (start < 0) return null;
  const from = html.indexOf('>', start) + 1;
  const end = html.indexOf('</script>', from);
  if (end < 0) return null;
  try {
    return JSON.parse(html.slice(from, end)) as ShellPlan;
  } catch {
    return null;
  }
}

/**
 * The product query's address for `pathname`, as the shell's bootstrap asks it (same market
 * segment, language and alias encoding), with the rule for its image; null where the path is
 * no product page of the plan's language.
 */
export function productShellRequest(
  plan: ShellPlan,
  pathname: string,
): { address: string; image: LcpImageRule } | null {
  const first = pathname.split('/')[1] ?? '';
  const pathMarket = Object.prototype.hasOwnProperty.call(plan.markets, first)
    ? plan.markets[first]
    : undefined;
  const path = pathMarket === undefined ? pathname : pathname.slice(first.length + 1);
  const locale = path === '/nn' || path.startsWith('/nn/') ? 'nn' : 'nb';
  if (locale !== plan.locale) return null;
  const route = plan.routes.find(
    (candidate): candidate is typeof candidate & ProductRoute =>
      candidate.lcpImage !== undefined && new RegExp(candidate.pattern).test(path),
  );
  const segment = path.split('/').filter(Boolean).pop();
  const template = route?.aliasRequests[0];
  if (!route || !segment || !template) return null;
  let alias: string;
  try {
    alias = encodeURIComponent(JSON.stringify(decodeURIComponent(segment)).slice(1, -1));
  } catch {
    return null;
  }
  let address = template.split('%7Balias%7D').join(alias);
  if (pathMarket !== undefined)
    address = address.replace(
      /%22marketId%22%3A\d+(?=%2C|%7D)/,
      `%22marketId%22%3A${String(pathMarket)}`,
    );
  return { address, image: route.lcpImage };
}

interface AnswerImage {
  fileName: string;
  type: string;
  alt?: string | null;
  sizes: { folder: string; width: number }[];
}

interface ProductAnswer {
  data?: {
    product?: {
      name?: unknown;
      brand?: { name?: unknown } | null;
      images?: AnswerImage[] | null;
    } | null;
  } | null;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/**
 * The top of a product page from a cached product answer (its name, brand and first image, in
 * the sizes the gallery offers), or null when the answer has no product.
 */
export function productShellMarkup(answer: unknown, rule: LcpImageRule): string | null {
  const product = (answer as ProductAnswer | null)?.data?.product;
  if (!product || typeof product.name !== 'string' || product.name === '') return null;
  const name = escapeHtml(product.name);
  const brand = typeof product.brand?.name === 'string' ? escapeHtml(product.brand.name) : '';
  const image = product.images?.[0];
  let picture = '';
  if (image && image.sizes.length > 0) {
    const sources = [...image.sizes]
      .sort((a, b) => a.width - b.width)
      .map((size) => ({
        url: escapeHtml(
          `${rule.base}/${encodeURIComponent(image.type)}/${encodeURIComponent(size.folder)}/${encodeURIComponent(image.fileName)}`,
        ),
        width: size.width,
      }));
    const phone = sources.find((source) => /^[56]\d\d$/.test(String(source.width)));
    const fallback = phone ?? sources[sources.length - 1];
    const srcset = sources.map((source) => `${source.url} ${String(source.width)}w`).join(', ');
    picture =
      `<div class="shell-product__picture"><img src="${fallback?.url ?? ''}" srcset="${srcset}"` +
      ` sizes="${escapeHtml(rule.phoneQuery)} 100vw, 560px" alt="${escapeHtml(image.alt ?? product.name)}"` +
      ` width="560" height="560" fetchpriority="high"></div>`;
    // The gallery's row of thumbnails comes under a picture of several: its room is kept, so
    // the name does not move down when the app's page takes over.
    const thumbs =
      (product.images?.length ?? 0) > 1 ? '<div class="shell-product__thumbs"></div>' : '';
    picture = `<div class="shell-product__gallery">${picture}${thumbs}</div>`;
  }
  return (
    `<div class="container page shell-product"><div class="shell-product__crumbs"></div>` +
    `<div class="shell-product__top">${picture}` +
    `<div class="shell-product__summary">${brand ? `<p class="shell-product__brand">${brand}</p>` : ''}` +
    `<h1 class="shell-product__name">${name}</h1></div></div></div>`
  );
}

/** The shell page the plan's routes give `pathname` (as the bootstrap marks <html>). */
export function shellPageOf(plan: ShellPlan, pathname: string): 'start' | 'other' {
  const first = pathname.split('/')[1] ?? '';
  const path = Object.prototype.hasOwnProperty.call(plan.markets, first)
    ? pathname.slice(first.length + 1)
    : pathname;
  return plan.routes.find((route) => new RegExp(route.pattern).test(path))?.page ?? 'other';
}

const PAGE_MARK = /(<html\b[^>]*\bdata-shell-page=")(start|other)(")/;

/** The shell marked for `page` (the bootstrap marks it too, but the first paint need not wait). */
export function withShellPage(html: string, page: 'start' | 'other'): string {
  return html.replace(
    PAGE_MARK,
    (_, before: string, _page: string, after: string) => before + page + after,
  );
}

const PENDING = /<div class="shell-pending">[\s\S]*?<\/div>/;

/** The shell with `markup` in place of its loading state (unchanged where it has none). */
export function withProductShell(html: string, markup: string): string {
  return PENDING.test(html) ? html.replace(PENDING, () => markup) : html;
}
