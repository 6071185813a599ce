import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryImport } from './lazy-retry';

const dropped = () =>
  new TypeError('Failed to fetch dynamically imported module: http://shop/assets/x.js');

describe('retryImport', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('tries a dropped chunk again and answers the module', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(dropped())
      .mockRejectedValueOnce(dropped())
      .mockResolvedValue('module');
    await expect(retryImport(load, [1, 1])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not try again an error that is not a lost chunk', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('boom'));
    await expect(retryImport(load, [1, 1])).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not wait offline, and does not reload there', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(dropped());
    await expect(retryImport(load, [1, 1])).rejects.toThrow(/dynamically imported/);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('hands a chunk that every try lost to the error boundary, which decides on a reload', async () => {
    const reload = vi.fn();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(dropped());
    await expect(retryImport(load, [1, 1])).rejects.toThrow(/dynamically imported/);
    expect(load).toHaveBeenCalledTimes(3);
    // A piece the page can do without (a local boundary) must not take the page away.
    expect(reload).not.toHaveBeenCalled();
  });
});
