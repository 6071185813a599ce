import { describe, expect, it } from 'vitest';
import { MARKET_PATHS } from '@/config/constants';
import { isMarketSegment } from '@shared/routes/page-addresses';
import { marketBasename, marketOfPath, pathInMarket } from './market-path';

describe('the /:market path segment', () => {
  it('is configured only for aliases that are no address of the shop’s own', () => {
    for (const alias of Object.keys(MARKET_PATHS)) expect(isMarketSegment(alias)).toBe(true);
  });

  it('names Sverige under /se and nothing for the shop’s own two-letter segments', () => {
    expect(marketBasename('/se/p/dekk/x')).toBe('/se');
    expect(marketOfPath('/se')).toBe(2);
    expect(marketBasename('/nn/kassen')).toBeUndefined();
    expect(marketBasename('/pp/pakker/x')).toBeUndefined();
    expect(marketBasename('/dk/p/x')).toBeUndefined();
    expect(marketBasename('/')).toBeUndefined();
  });

  it('moves a page under a segment to the new market, and leaves one without', () => {
    expect(pathInMarket('/se/p/dekk/x', 1)).toBe('/p/dekk/x');
    expect(pathInMarket('/se', 1)).toBe('/');
    expect(pathInMarket('/se/kassen', 2)).toBeNull();
    expect(pathInMarket('/p/dekk/x', 2)).toBeNull();
  });
});
