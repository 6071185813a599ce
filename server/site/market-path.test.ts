import { describe, expect, it } from 'vitest';
import { marketPath } from './market-path.js';

const ALIASES = new Set(['no', 'se']);

describe('the /:market path segment', () => {
  it('reads a known market’s segment and leaves the shop’s own addresses alone', () => {
    expect(marketPath('/se/p/dekk/x', ALIASES, 'no')).toEqual({
      kind: 'market',
      alias: 'se',
      rest: '/p/dekk/x',
    });
    expect(marketPath('/se', ALIASES, 'no')).toEqual({ kind: 'market', alias: 'se', rest: '/' });
    for (const path of ['/', '/nn/kassen', '/pp/pakker/x', '/dc/salg', '/p/a/b', '/om-oss'])
      expect(marketPath(path, ALIASES, 'no')).toEqual({ kind: 'none' });
  });

  it('sends an unknown alias and the default market’s own to the fallback market', () => {
    expect(marketPath('/dk/kassen', ALIASES, 'no')).toEqual({
      kind: 'redirect',
      to: '/kassen',
      unknownAlias: 'dk',
    });
    expect(marketPath('/no/p/a/b', ALIASES, 'no')).toEqual({
      kind: 'redirect',
      to: '/p/a/b',
      unknownAlias: null,
    });
    // One unknown two-letter segment may be a content page: the page check answers it.
    expect(marketPath('/dk', ALIASES, 'no')).toEqual({ kind: 'none' });
  });
});
