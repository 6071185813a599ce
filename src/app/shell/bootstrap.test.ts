import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchedFetch } from '@/graphql/links/prefetched-fetch';
import { shellBootstrap, type ShellPlan } from './bootstrap';

const PLAN: ShellPlan = {
  locale: 'nb',
  headers: { 'x-api-key': 'key' },
  layout: ['/graphql?menu'],
  routes: [
    {
      page: 'start',
      pattern: '^/?$',
      requests: ['/graphql?products'],
      aliasRequests: [],
      modules: ['/assets/start.js'],
    },
    {
      page: 'other',
      pattern: '^/(p|pp|product)/.*[^/]$',
      requests: [],
      aliasRequests: ['/graphql?alias=%22%7Balias%7D%22'],
      modules: ['/assets/product.js'],
    },
  ],
};

let requested: { url: string; init: RequestInit | undefined }[];

/** Loads a page at `path` whose head carries `plan`, and runs the bootstrap as the page would. */
function bootAt(path: string, plan: unknown = PLAN) {
  history.replaceState(null, '', path);
  document.head.innerHTML = `<script type="application/json" id="shell-plan">${JSON.stringify(plan)}</script>`;
  shellBootstrap();
}

beforeEach(() => {
  requested = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    requested.push({ url, init });
    return Promise.resolve(new Response(`answer to ${url}`));
  });
  delete window.__shellPrefetch;
  document.documentElement.removeAttribute('data-shell-page');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
    link.getAttribute('href'),
  );

describe('shellBootstrap', () => {
  it("starts the layout's and the start page's queries and preloads the start chunk", () => {
    bootAt('/');
    expect(requested.map((request) => request.url)).toEqual(['/graphql?menu', '/graphql?products']);
    expect(requested[0]?.init?.headers).toEqual({ 'x-api-key': 'key' });
    expect(Object.keys(window.__shellPrefetch ?? {})).toEqual([
      '/graphql?menu',
      '/graphql?products',
    ]);
    expect(preloads()).toEqual(['/assets/start.js']);
    expect(document.documentElement.getAttribute('data-shell-page')).toBe('start');
  });

  it('asks for the product in the address, encoded as Apollo encodes it', () => {
    bootAt('/p/lys/arbeidslys-%22pro%22%20%C3%A6');
    const alias = encodeURIComponent(JSON.stringify('arbeidslys-"pro" æ').slice(1, -1));
    expect(requested.map((request) => request.url)).toEqual([
      '/graphql?menu',
      `/graphql?alias=%22${alias}%22`,
    ]);
    expect(preloads()).toEqual(['/assets/product.js']);
    expect(document.documentElement.getAttribute('data-shell-page')).toBe('other');
  });

  it('asks only for the layout on pages it has no plan for, and hides the hero', () => {
    bootAt('/c/lys');
    expect(requested.map((request) => request.url)).toEqual(['/graphql?menu']);
    expect(preloads()).toEqual([]);
    expect(document.documentElement.getAttribute('data-shell-page')).toBe('other');
  });

  it("asks for nothing on the other language's page (the worker's one shell)", () => {
    bootAt('/nn/p/lys/arbeidslys');
    expect(requested).toEqual([]);
    expect(window.__shellPrefetch).toBeUndefined();
  });

  it('does nothing without a plan or with a broken one', () => {
    history.replaceState(null, '', '/');
    document.head.innerHTML = '';
    shellBootstrap();
    document.head.innerHTML = '<script type="application/json" id="shell-plan">{not json</script>';
    shellBootstrap();
    expect(requested).toEqual([]);
  });
});

describe('prefetchedFetch', () => {
  it('answers a GET the bootstrap started from it, once', async () => {
    bootAt('/');
    const answer = await prefetchedFetch('/graphql?products', { method: 'GET' });
    expect(await answer.text()).toBe('answer to /graphql?products');
    expect(requested).toHaveLength(2);
    await prefetchedFetch('/graphql?products', { method: 'GET' });
    expect(requested).toHaveLength(3);
  });

  it('asks the network when the prefetch failed, and for anything else', async () => {
    window.__shellPrefetch = { '/graphql?menu': Promise.resolve(null) };
    await prefetchedFetch('/graphql?menu', { method: 'GET' });
    await prefetchedFetch('/graphql?other', { method: 'GET' });
    window.__shellPrefetch = { '/graphql': Promise.resolve(new Response('prefetched')) };
    const post = await prefetchedFetch('/graphql', { method: 'POST', body: '{}' });
    expect(await post.text()).toBe('answer to /graphql');
    expect(requested.map((request) => request.url)).toEqual([
      '/graphql?menu',
      '/graphql?other',
      '/graphql',
    ]);
  });
});
