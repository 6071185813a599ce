// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ShellPlan } from '../src/config/shell-plan';
import {
  productShellMarkup,
  productShellRequest,
  shellPageOf,
  shellPlanOf,
  withProductShell,
  withShellPage,
} from './product-shell';

const PRODUCT_QUERY =
  '/graphql?operationName=GetProduct&variables=%7B%22channelId%22%3A1%2C%22languageId%22%3A1%2C%22marketId%22%3A1%2C%22alias%22%3A%22%7Balias%7D%22%7D&extensions=x';

const plan: ShellPlan = {
  locale: 'nb',
  markets: { se: 2 },
  headers: {},
  layout: [],
  catalogue: [],
  routes: [
    { page: 'start', pattern: '^/$', requests: [], aliasRequests: [], modules: [] },
    {
      page: 'other',
      pattern: '^/(p|pp|product)/.*[^/]$',
      requests: [],
      aliasRequests: [PRODUCT_QUERY],
      modules: [],
      lcpImage: { base: '/images', phoneQuery: '(max-width: 767px)' },
    },
    {
      page: 'other',
      pattern: '^/c/',
      requests: [],
      aliasRequests: ['/x?a=%7Balias%7D'],
      modules: [],
    },
  ],
};

const answer = (product: unknown) => ({ data: { product } });
const imageRule = { base: '/images', phoneQuery: '(max-width: 767px)' };
const tyre = {
  name: 'Tusk TerraBite dekksett 4 stk',
  brand: { name: 'Tusk' },
  images: [
    {
      fileName: 'tyre 1.svg',
      type: 'product',
      alt: 'Dekk',
      sizes: [
        { folder: '1000x1000', width: 1000 },
        { folder: '160x160', width: 160 },
        { folder: '560x560', width: 560 },
      ],
    },
    {
      fileName: 'tyre 2.svg',
      type: 'product',
      alt: 'Dekk',
      sizes: [{ folder: '160x160', width: 160 }],
    },
  ],
};

describe('the product shell the worker paints', () => {
  it('reads the plan out of the shell', () => {
    const html = `<head><script type="application/json" id="shell-plan">${JSON.stringify(plan)}</script></head>`;
    expect(shellPlanOf(html)?.locale).toBe('nb');
    expect(shellPlanOf('<head></head>')).toBeNull();
    expect(
      shellPlanOf('<script type="application/json" id="shell-plan">{oops</script>'),
    ).toBeNull();
  });

  it("asks the product query the page's bootstrap asks, in the path's market", () => {
    expect(productShellRequest(plan, '/p/atv-dekk/tusk-terrabite')?.address).toBe(
      PRODUCT_QUERY.replace('%7Balias%7D', 'tusk-terrabite'),
    );
    expect(productShellRequest(plan, '/se/p/atv-dekk/tusk-terrabite')?.address).toBe(
      PRODUCT_QUERY.replace('%7Balias%7D', 'tusk-terrabite').replace(
        '%22marketId%22%3A1',
        '%22marketId%22%3A2',
      ),
    );
    // An alias with characters JSON and the URL encode, as Apollo encodes its variables.
    expect(productShellRequest(plan, '/p/x/%C3%B8l%22')?.address).toContain('%C3%B8l%5C%22');
  });

  it('has nothing for other pages, another language or a malformed address', () => {
    expect(productShellRequest(plan, '/')).toBeNull();
    expect(productShellRequest(plan, '/c/atv')).toBeNull();
    expect(productShellRequest(plan, '/nn/p/atv-dekk/tusk')).toBeNull();
    expect(productShellRequest(plan, '/p/x/%E0%A4%A')).toBeNull();
  });

  it("shows the product's brand, name and first picture in the gallery's sizes", () => {
    const markup = productShellMarkup(answer(tyre), imageRule);
    expect(markup).toContain('<h1 class="shell-product__name">Tusk TerraBite dekksett 4 stk</h1>');
    expect(markup).toContain('<p class="shell-product__brand">Tusk</p>');
    expect(markup).toContain('src="/images/product/560x560/tyre%201.svg"');
    expect(markup).toContain(
      'srcset="/images/product/160x160/tyre%201.svg 160w, /images/product/560x560/tyre%201.svg 560w, /images/product/1000x1000/tyre%201.svg 1000w"',
    );
    expect(markup).toContain('alt="Dekk"');
    // Room for the gallery's thumbnails of a product of several pictures, none for one.
    expect(markup).toContain('<div class="shell-product__thumbs"></div>');
    const single = productShellMarkup(
      answer({ ...tyre, images: tyre.images.slice(0, 1) }),
      imageRule,
    );
    expect(single).toContain('shell-product__picture');
    expect(single).not.toContain('shell-product__thumbs');
  });

  it('escapes what the answer says, so a name can never become markup', () => {
    const markup = productShellMarkup(
      answer({
        ...tyre,
        name: '<img src=x onerror=alert(1)>"&',
        brand: { name: '<b>' },
        images: [],
      }),
      imageRule,
    );
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;');
    expect(markup).toContain('&lt;b&gt;');
    expect(markup).not.toContain('<img');
  });

  it('has nothing for an answer without a product', () => {
    const rule = imageRule;
    expect(productShellMarkup(answer(null), rule)).toBeNull();
    expect(productShellMarkup({ errors: [{}] }, rule)).toBeNull();
    expect(productShellMarkup(null, rule)).toBeNull();
    expect(productShellMarkup(answer({ name: 7 }), rule)).toBeNull();
  });

  it('puts the product where the shell shows its loading state, and only there', () => {
    const shell =
      '<main><div class="shell-other"><div class="shell-pending"><span class="spinner"></span></div></div></main><div>rest</div>';
    expect(withProductShell(shell, '<b>$&</b>')).toBe(
      '<main><div class="shell-other"><b>$&</b></div></main><div>rest</div>',
    );
    expect(withProductShell('<main></main>', '<b></b>')).toBe('<main></main>');
  });

  it('marks the page as the routes say: the hero on the start page only, in any market', () => {
    expect(shellPageOf(plan, '/')).toBe('start');
    expect(shellPageOf(plan, '/se/')).toBe('start');
    expect(shellPageOf(plan, '/p/x/y')).toBe('other');
    expect(shellPageOf(plan, '/what-ever')).toBe('other');
    const html = '<html lang="nb" data-shell-page="start"><body></body></html>';
    expect(withShellPage(html, 'other')).toBe(
      '<html lang="nb" data-shell-page="other"><body></body></html>',
    );
    expect(withShellPage(html, 'start')).toBe(html);
  });
});
