// @vitest-environment node
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIXED_PAGES, PATH_PREFIXES } from '@shared/routes/page-addresses';
import { aliasFromParams } from '@/lib/route-params';
import { routeTable, toRouteObjects } from './route-table';

const routes = toRouteObjects();

function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1);
  const route = routeTable.find((candidate) => candidate.id === leaf?.route.id);
  return { name: route?.name, alias: leaf ? aliasFromParams(leaf.params) : null };
}

describe('route table', () => {
  it('gives nb and nn the same shapes, nn under /nn', () => {
    const nb = routeTable.filter((route) => route.locale === 'nb');
    const nn = routeTable.filter((route) => route.locale === 'nn');
    expect(nn.map((route) => route.path)).toEqual(nb.map((route) => route.path));
    expect(nn.map((route) => route.fullPath)).toEqual(
      nb.map((route) => (route.fullPath === '/' ? '/nn' : `/nn${route.fullPath}`)),
    );
  });

  it('suffixes route names with the language and keeps ids unique', () => {
    expect(routeTable.every((route) => route.name.endsWith(`-${route.locale}`))).toBe(true);
    expect(new Set(routeTable.map((route) => route.id)).size).toBe(routeTable.length);
    expect(routeTable.map((route) => route.name)).toContain('start-nn');
  });

  it('matches the start pages', () => {
    expect(resolve('/').name).toBe('start-nb');
    expect(resolve('/nn').name).toBe('start-nn');
    expect(resolve('/nn/').name).toBe('start-nn');
  });

  it.each([
    ['/p/atv-utv-deler/bremser/ebc-fa165', 'product-nb'],
    ['/p/bremser/ebc-fa165', 'product-nb'],
    ['/p/ebc-fa165', 'product-nb'],
    ['/product/ebc-fa165', 'product-nb'],
    ['/nn/p/atv-utv-delar/bremser/ebc-fa165', 'product-nn'],
    ['/nn/product/ebc-fa165', 'product-nn'],
    ['/pp/pakker/ebc-fa165', 'package-product-nb'],
    ['/nn/pp/ebc-fa165', 'package-product-nn'],
  ])('takes the product alias from the last segment of %s', (path, name) => {
    expect(resolve(path)).toEqual({ name, alias: 'ebc-fa165' });
  });

  it('matches categories and keeps the last segment as alias', () => {
    expect(resolve('/c/atv-utv-deler/bremser')).toEqual({ name: 'category-nb', alias: 'bremser' });
    expect(resolve('/nn/c/lys')).toEqual({ name: 'category-nn', alias: 'lys' });
  });

  it('matches fixed pages and sends everything else to the 404 page', () => {
    expect(resolve('/produkter').name).toBe('all-products-nb');
    expect(resolve('/nn/produkter').name).toBe('all-products-nn');
    expect(resolve('/b/warn')).toEqual({ name: 'brand-nb', alias: 'warn' });
    expect(resolve('/nn/dc/vintersalg')).toEqual({ name: 'campaign-nn', alias: 'vintersalg' });
    expect(resolve('/404').name).toBe('not-found-nb');
    expect(resolve('/finnes/ikke/her').name).toBe('not-found-nb');
    expect(resolve('/nn/finst/ikkje/her').name).toBe('not-found-nn');
    // One segment no screen claims is the catch-all /{alias}: a content page, or 404.
    expect(resolve('/nnx').name).toBe('content-nb');
  });

  it('matches content pages, the preview and /start before the catch-all', () => {
    expect(resolve('/om-atv-huset')).toEqual({ name: 'content-nb', alias: 'om-atv-huset' });
    expect(resolve('/nn/content/kontakt-oss').name).toBe('content-nn');
    expect(resolve('/content/preview').name).toBe('preview-nb');
    expect(resolve('/preview-widgets').name).toBe('preview-nb');
    expect(resolve('/nn/start').name).toBe('start-content-nn');
    expect(resolve('/favoritter').name).toBe('favorites-nb');
  });

  it('names every page address in the list the server answers 404 by', () => {
    for (const route of routeTable.filter((candidate) => candidate.locale === 'nb')) {
      const [first, ...rest] = route.path.split('/');
      if (!first || first.startsWith(':') || first === '*') continue;
      if (rest.length === 0) expect(FIXED_PAGES, route.path).toContain(first);
      else expect(PATH_PREFIXES, route.path).toContain(first);
    }
  });

  it('matches the checkout and the payment return pages before the market search', () => {
    expect(resolve('/kassen').name).toBe('checkout-nb');
    expect(resolve('/nn/kassen').name).toBe('checkout-nn');
    expect(resolve('/checkout/confirm').name).toBe('checkout-confirm-nb');
    expect(resolve('/nn/checkout/confirm').name).toBe('checkout-confirm-nn');
    expect(resolve('/checkout/klarna-fail').name).toBe('checkout-fail-nb');
    expect(routeTable.find((route) => route.name === 'checkout-nb')?.layout).toBe('undistracted');
  });

  it('matches the list routes of the spec', () => {
    expect(resolve('/s/vinsj')).toMatchObject({ name: 'search-nb' });
    expect(resolve('/nn/s/vinsj')).toMatchObject({ name: 'search-nn' });
    expect(resolve('/l/atv-huset')).toEqual({ name: 'list-nb', alias: 'atv-huset' });
    expect(resolve('/list/warn').name).toBe('list-alias-nb');
    expect(resolve('/list').name).toBe('list-alias-nb');
    expect(resolve('/produsent').name).toBe('brands-nb');
    expect(resolve('/nn/produsent').name).toBe('brands-nn');
  });

  it('leaves two-segment paths no route claims to the market search (its loader checks)', () => {
    expect(resolve('/sok/vinsj').name).toBe('market-search-nb');
    expect(resolve('/nn/sok/vinsj').name).toBe('market-search-nn');
    expect(resolve('/finnes/ikke').name).toBe('market-search-nb');
    expect(resolve('/c/lys').name).toBe('category-nb');
    expect(resolve('/product/x').name).toBe('product-nb');
  });

  it('has no alias for /product without one', () => {
    expect(resolve('/product')).toEqual({ name: 'product-nb', alias: null });
  });
});
