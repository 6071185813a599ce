// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { localePath, switchLocalePath } from './locale-path';

describe('localePath', () => {
  it('adds no prefix for Bokmål and /nn for Nynorsk', () => {
    expect(localePath('c/atv-utv-deler/bremser', 'nb')).toBe('/c/atv-utv-deler/bremser');
    expect(localePath('c/atv-utv-deler/bremser', 'nn')).toBe('/nn/c/atv-utv-deler/bremser');
  });

  it('maps the empty path to the start page of the locale', () => {
    expect(localePath('', 'nb')).toBe('/');
    expect(localePath('/', 'nn')).toBe('/nn');
  });
});

describe('switchLocalePath', () => {
  it('keeps the shopper on the same page, with query and hash', () => {
    expect(switchLocalePath('/c/lys?page=2#list', 'nn')).toBe('/nn/c/lys?page=2#list');
    expect(switchLocalePath('/nn/c/lys?page=2', 'nb')).toBe('/c/lys?page=2');
    expect(switchLocalePath('/nn', 'nb')).toBe('/');
    expect(switchLocalePath('/', 'nn')).toBe('/nn');
  });

  it('does not mistake paths that only start with "nn" for Nynorsk', () => {
    expect(switchLocalePath('/nnx', 'nb')).toBe('/nnx');
    expect(switchLocalePath('/nnx', 'nn')).toBe('/nn/nnx');
  });
});
