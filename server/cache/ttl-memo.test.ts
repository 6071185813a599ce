import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlMemo } from './ttl-memo.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('TtlMemo', () => {
  it('shares one load, and serves the old value while an expired one reloads', async () => {
    vi.useFakeTimers();
    const memo = new TtlMemo<string, number>(1000);
    let loads = 0;
    let release: (value: number) => void = () => undefined;
    const load = () => {
      loads++;
      return loads === 1 ? Promise.resolve(1) : new Promise<number>((r) => (release = r));
    };
    expect(await Promise.all([memo.get('k', load), memo.get('k', load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(await memo.get('k', load)).toBe(1);
    expect(await memo.get('k', load)).toBe(1);
    expect(loads).toBe(2);
    release(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await memo.get('k', load)).toBe(2);
  });

  it('forgets a failed first load and keeps the old value when a reload fails', async () => {
    vi.useFakeTimers();
    const memo = new TtlMemo<string, number>(1000);
    await expect(memo.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('k', () => Promise.resolve(3))).toBe(3);
    vi.advanceTimersByTime(1500);
    expect(await memo.get('k', () => Promise.reject(new Error('down')))).toBe(3);
    await Promise.resolve();
    expect(await memo.get('k', () => Promise.resolve(4))).toBe(3);
  });
});
