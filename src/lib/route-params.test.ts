// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aliasFromParams, hrefForPage, pageFromUrl } from './route-params';

describe('route params', () => {
  it('takes the alias from the last segment or the alias param', () => {
    expect(aliasFromParams({ '*': 'a/b/alias' })).toBe('alias');
    expect(aliasFromParams({ '*': 'alias/' })).toBe('alias');
    expect(aliasFromParams({ alias: 'x' })).toBe('x');
    expect(aliasFromParams({ '*': '' })).toBeNull();
  });

  it('reads the page and treats odd values as page 1', () => {
    expect(pageFromUrl(new URL('https://x.no/c/lys?page=3'))).toBe(3);
    expect(pageFromUrl(new URL('https://x.no/c/lys?page=-2'))).toBe(1);
    expect(pageFromUrl(new URL('https://x.no/c/lys?page=abc'))).toBe(1);
    expect(pageFromUrl(new URL('https://x.no/c/lys'))).toBe(1);
  });

  it('writes page links without ?page=1', () => {
    expect(hrefForPage('/c/lys', '?page=2&sort=x', 1)).toBe('/c/lys?sort=x');
    expect(hrefForPage('/c/lys', '', 4)).toBe('/c/lys?page=4');
  });
});
