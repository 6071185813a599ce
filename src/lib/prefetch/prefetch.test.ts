import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Connection = EventTarget & { saveData: boolean; effectiveType: string };

let connection: Connection;
let online: boolean;

// A fresh module per test: it remembers the paths it has prefetched.
async function load() {
  vi.resetModules();
  const prefetch = await import('./prefetch');
  const calls: string[] = [];
  prefetch.setPrefetcher((path, level) => calls.push(`${level}:${path}`));
  return { ...prefetch, calls };
}

beforeEach(() => {
  online = true;
  connection = Object.assign(new EventTarget(), { saveData: false, effectiveType: '4g' });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // Idle callbacks run when the test says so.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => pending.push(run));
  pending = [];
});

let pending: (() => void)[] = [];

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('link prefetch and the connection', () => {
  it('prefetches a visible link on idle and a hovered one at once, each once', async () => {
    const { prefetchPath, calls } = await load();
    prefetchPath('/kategori/dekk', 'code');
    prefetchPath('/kategori/dekk', 'code');
    prefetchPath('/produkt/x', 'data');
    expect(calls).toEqual(['data:/produkt/x']);
    pending.forEach((run) => run());
    expect(calls).toEqual(['data:/produkt/x', 'code:/kategori/dekk']);
  });

  it.each([
    ['on 2g', () => (connection.effectiveType = '2g')],
    ['on slow-2g', () => (connection.effectiveType = 'slow-2g')],
    ['with Save-Data', () => (connection.saveData = true)],
    ['offline', () => (online = false)],
  ])('prefetches nothing %s', async (_, setUp) => {
    setUp();
    const { prefetchPath, canPrefetch, calls } = await load();
    expect(canPrefetch()).toBe(false);
    prefetchPath('/kategori/dekk', 'code');
    prefetchPath('/produkt/x', 'data');
    pending.forEach((run) => run());
    expect(calls).toEqual([]);
    expect(pending).toEqual([]);
  });

  it('drops an idle prefetch when the connection turned to 2g meanwhile, and may retry', async () => {
    const { prefetchPath, calls } = await load();
    prefetchPath('/kategori/dekk', 'code');
    connection.effectiveType = '2g';
    pending.splice(0).forEach((run) => run());
    expect(calls).toEqual([]);
    connection.effectiveType = '4g';
    prefetchPath('/kategori/dekk', 'code');
    pending.splice(0).forEach((run) => run());
    expect(calls).toEqual(['code:/kategori/dekk']);
  });
});
