import { describe, expect, it } from 'vitest';
import { unseenTexts, withRepeats } from './catalogue/workload.js';
import {
  lcpVsFloor,
  median,
  formatResults,
  mergeResults,
  percentile,
  recordsOf,
  splitColdWarm,
  type Circumstances,
} from './figures.js';

const at: Circumstances = {
  measuredAt: '2026-11-25T14:30:00.000Z',
  suite: 'catalogue',
  loadAverage: '9.10 8.20 7.30',
  machine: '2 × AMD EPYC, 23.5 GB, node v20.20.2, linux x64',
};

describe('percentile', () => {
  it('is the nearest rank, whatever the order', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('splitColdWarm', () => {
  it('counts only the first request of a key as cold and every repeat as warm', () => {
    const split = splitColdWarm(['a', 'b', 'a', 'c', 'a', 'b'], [10, 20, 1, 30, 2, 3]);
    expect(split.cold).toEqual([10, 20, 30]);
    expect(split.warm).toEqual([1, 2, 3]);
    expect(split.hitRate).toBe(0.5);
  });

  it('has no repeats in a sequence of distinct keys', () => {
    expect(splitColdWarm(['a', 'b'], [1, 2])).toEqual({ cold: [1, 2], warm: [], hitRate: 0 });
  });

  it('refuses times that do not match the keys', () => {
    expect(() => splitColdWarm(['a'], [1, 2])).toThrow();
  });
});

describe('per-figure records', () => {
  it('give every figure its own time, suite, load average and machine', () => {
    expect(recordsOf({ searchColdP95Ms: 12.5 }, at)).toEqual({
      searchColdP95Ms: { value: 12.5, ...at },
    });
  });

  it('keep earlier figures with their own circumstances and replace re-measured ones', () => {
    const earlier = { addToCartP95Ms: { value: 20, ...at, suite: 'cart' } };
    const merged = mergeResults(earlier, recordsOf({ searchRps: 900 }, at));
    expect(merged.addToCartP95Ms).toEqual(earlier.addToCartP95Ms);
    expect(merged.searchRps?.value).toBe(900);
    const again = mergeResults(merged, recordsOf({ searchRps: 700 }, at));
    expect(again.searchRps?.value).toBe(700);
  });

  it('read a file of the old shape: its one time and machine, no load average, retired figures gone', () => {
    const old = {
      addToCartP95Ms: 21.65,
      graphqlOverhead: 0.89,
      searchFirstTimeP95Ms: 6.07,
      searchP95Ms: 5.2,
      productsP95Ms: 7.36,
      measuredAt: '2026-11-25T14:04:19.793Z',
      machine: {
        cpus: 2,
        cpuModel: 'AMD EPYC',
        memoryGb: 23.5,
        node: 'v20.20.2',
        platform: 'linux x64',
      },
    };
    expect(mergeResults(old, {})).toEqual({
      addToCartP95Ms: {
        value: 21.65,
        measuredAt: '2026-11-25T14:04:19.793Z',
        suite: null,
        loadAverage: null,
        machine: '2 × AMD EPYC, 23.5 GB, node v20.20.2, linux x64',
      },
    });
  });

  it('are written one line per figure, sorted, and read back as they were', () => {
    const results = mergeResults(
      {},
      recordsOf(
        { searchRps: 900, lighthouse: { start: { performance: 66 } }, apiLayerP50Ms: 0.8 },
        at,
      ),
    );
    const text = formatResults(results);
    expect(JSON.parse(text)).toEqual(results);
    const lines = text.split('\n');
    expect(lines[1]).toMatch(/^ {2}"apiLayerP50Ms": \{"value":0.8,"measuredAt":/);
    expect(lines.find((line) => line.includes('"searchRps"'))).toContain(
      '"loadAverage":"9.10 8.20 7.30"',
    );
  });
});

describe('catalogue workload', () => {
  it('mixes each request with a repeat of an earlier one: half the requests are repeats', () => {
    const items = Array.from({ length: 100 }, (_, i) => `r${i}`);
    const sequence = withRepeats(items);
    expect(sequence).toHaveLength(200);
    const split = splitColdWarm(
      sequence,
      sequence.map(() => 1),
    );
    expect(split.cold).toHaveLength(100);
    expect(split.hitRate).toBe(0.5);
    // Every repeat comes after the request it repeats.
    for (const [i, key] of sequence.entries()) expect(sequence.indexOf(key)).toBeLessThanOrEqual(i);
  });

  it('makes texts that are new: none taken, none twice', () => {
    const shop = [{ text: 'vinsj', languageId: 1 }];
    const taken = new Set(['vinsj warn', 'warn vinsj']);
    const texts = unseenTexts(shop, 5_000, taken).map((t) => t.text);
    expect(texts).toHaveLength(5_000);
    expect(new Set(texts).size).toBe(5_000);
    for (const text of texts) expect(taken.has(text) || text === 'vinsj').toBe(false);
  });
});

describe('lcpVsFloor', () => {
  it("is a page's median LCP over the floor's, leaving out runs without one", () => {
    expect(median([3000, null, 1000, 2000])).toBe(2000);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([null])).toBeNull();
    expect(lcpVsFloor([2400, 1800, 2100], 1200)).toBe(1.75);
    expect(lcpVsFloor([null], 1200)).toBeNull();
    expect(lcpVsFloor([2400], null)).toBeNull();
    expect(lcpVsFloor([2400], 0)).toBeNull();
  });
});
