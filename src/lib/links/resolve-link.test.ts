// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveLink } from './resolve-link';

const nb = { locale: 'nb' as const, hostnames: ['atv-huset.no', 'www.atv-huset.no'] };
const nn = { ...nb, locale: 'nn' as const };

describe('resolveLink', () => {
  it('takes a value a browser reads differently from its text as the browser would', () => {
    // A backslash is a slash to a browser: "/\\host/x" is another site, not a shop path.
    expect(resolveLink('/\\evil.example/phish', nb)).toEqual({
      kind: 'external',
      href: 'https://evil.example/phish',
    });
    expect(resolveLink('/c\\lys', nb)).toEqual({ kind: 'internal', to: '/c/lys' });
    // A control character before "javascript:" is dropped by the browser: no link at all.
    expect(resolveLink('\u0001javascript:alert(1)', nb)).toEqual({ kind: 'plain', href: '#' });
    expect(resolveLink('java\tscript:alert(1)', nb)).toEqual({ kind: 'plain', href: '#' });
  });

  it('keeps values with a colon as plain links', () => {
    expect(resolveLink('mailto:kundeservice@atv-huset.no', nb)).toEqual({
      kind: 'plain',
      href: 'mailto:kundeservice@atv-huset.no',
    });
    expect(resolveLink('tel:+4732204500', nn)).toEqual({ kind: 'plain', href: 'tel:+4732204500' });
  });

  it('opens other sites as external links', () => {
    expect(resolveLink('https://www.vegvesen.no/kjoretoy', nb)).toEqual({
      kind: 'external',
      href: 'https://www.vegvesen.no/kjoretoy',
    });
    expect(resolveLink('http://example.com', nb).kind).toBe('external');
  });

  it("reduces links to the shop's own hostname to their path", () => {
    expect(resolveLink('https://www.atv-huset.no/c/lys?page=2#top', nb)).toEqual({
      kind: 'internal',
      to: '/c/lys?page=2#top',
    });
    expect(resolveLink('https://atv-huset.no/nn/p/x', nb)).toEqual({
      kind: 'internal',
      to: '/nn/p/x',
    });
  });

  it('uses paths starting with / as they are', () => {
    expect(resolveLink('/kundetjeneste', nn)).toEqual({ kind: 'internal', to: '/kundetjeneste' });
  });

  it('sends other relative values through the locale path helper', () => {
    expect(resolveLink('p/bremser/ebc-fa165', nb)).toEqual({
      kind: 'internal',
      to: '/p/bremser/ebc-fa165',
    });
    expect(resolveLink('p/bremser/ebc-fa165', nn)).toEqual({
      kind: 'internal',
      to: '/nn/p/bremser/ebc-fa165',
    });
    expect(resolveLink('', nn)).toEqual({ kind: 'internal', to: '/nn' });
  });
});
