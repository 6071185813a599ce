import { describe, expect, it } from 'vitest';
import { isAccountPath, scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it('gives each ordinary location its own key', () => {
    expect(scrollKey({ pathname: '/c/lys', key: 'a1' })).toBe('a1');
    expect(scrollKey({ pathname: '/p/x', key: 'b2' })).toBe('b2');
  });

  it('shares one key between account pages in both languages', () => {
    expect(scrollKey({ pathname: '/min-konto/bestillinger', key: 'a1' })).toBe('account');
    expect(scrollKey({ pathname: '/nn/min-konto/saldo', key: 'b2' })).toBe('account');
    expect(scrollKey({ pathname: '/account', key: 'c3' })).toBe('account');
  });

  it('does not take look-alike paths for account pages', () => {
    expect(isAccountPath('/accounting')).toBe(false);
    expect(isAccountPath('/p/min-konto')).toBe(false);
  });

  it('keys pages entered by a full load by their address, not the shared "default" key', () => {
    const fail = { pathname: '/checkout/klarna-fail', search: '?reason=declined', key: 'default' };
    const list = { pathname: '/produkter', search: '', key: 'default' };
    expect(scrollKey(fail)).toBe('default:/checkout/klarna-fail?reason=declined');
    expect(scrollKey(fail)).not.toBe(scrollKey(list));
  });
});
