import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_MARK, resetIdleForTests, whenIdle } from './when-idle';

// The bench tells idle loads by this mark; it may not import src, so it spells the name itself.
const benchModule = '../../../bench/js-budget.ts';

let idleCallbacks: (() => void)[] = [];

beforeEach(() => {
  resetIdleForTests();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
  performance.clearMarks(IDLE_MARK);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenIdle', () => {
  it('waits for the load event, then for an idle callback, and marks the moment once', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    let isIdle = false;
    void whenIdle().then(() => (isIdle = true));
    await settled();
    expect(idleCallbacks).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    await settled();
    expect(idleCallbacks).toHaveLength(1);
    expect(isIdle).toBe(false);
    idleCallbacks.forEach((run) => run());
    await settled();
    expect(isIdle).toBe(true);
    expect(performance.getEntriesByName(IDLE_MARK, 'mark')).toHaveLength(1);
    // Later callers share the moment: no second callback, no second mark.
    await whenIdle();
    expect(idleCallbacks).toHaveLength(1);
    expect(performance.getEntriesByName(IDLE_MARK, 'mark')).toHaveLength(1);
  });

  it('asks for an idle callback at once on a page already loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idle = whenIdle();
    await settled();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks.forEach((run) => run());
    await expect(idle).resolves.toBeUndefined();
  });

  it("uses the bench's name for the mark", async () => {
    const bench = (await import(/* @vite-ignore */ benchModule)) as { IDLE_MARK: string };
    expect(IDLE_MARK).toBe(bench.IDLE_MARK);
  });
});
