import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('chunk reload guard', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('recognises chunk load failures', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/y.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Network error'))).toBe(false);
  });

  it('reloads once, then only after 60 seconds', () => {
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    expect(reloadAfterChunkError(1_000_000)).toBe(true);
    expect(reloadAfterChunkError(1_030_000)).toBe(false);
    expect(reloadAfterChunkError(1_060_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline: the page would become the browser offline page', () => {
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadAfterChunkError(2_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });
});
