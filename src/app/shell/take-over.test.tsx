import { act, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, mountApp } from './take-over';

/** A router stand-in: initialised on demand; the app shows the fallback spinner until then. */
function fakeRouter() {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized: false },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialize() {
      router.state = { initialized: true };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

function App({ router }: { router: ReturnType<typeof fakeRouter> }) {
  const initialized = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.initialized,
  );
  return initialized ? <main>the app</main> : <div className="spinner-screen">…</div>;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root');
  return root;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('mountApp', () => {
  it('keeps the shell until the first route has rendered, then swaps in one go', async () => {
    document.body.innerHTML = '<div id="root" data-app-shell><header>shell</header></div>';
    const shell = rootElement();
    const router = fakeRouter();
    await act(async () => {
      mountApp(shell, <App router={router} />, router);
      await frame();
    });
    // The app renders its first-load spinner off screen; the shell stays.
    expect(document.getElementById('root')).toBe(shell);
    expect(document.body.textContent).toBe('shell');
    await act(async () => {
      router.initialize();
      await frame();
      await frame();
    });
    const root = document.getElementById('root');
    expect(root).not.toBe(shell);
    expect(root?.hasAttribute('data-app-shell')).toBe(false);
    expect(document.body.innerHTML).toBe('<div id="root"><main>the app</main></div>');
  });

  it('renders straight into a root without a shell', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = rootElement();
    const router = fakeRouter();
    router.initialize();
    await act(async () => {
      mountApp(root, <App router={router} />, router);
      await frame();
    });
    expect(document.getElementById('root')).toBe(root);
    expect(root.innerHTML).toBe('<main>the app</main>');
  });
});

describe('afterFirstPaint', () => {
  it('starts at once without a shell', () => {
    const root = document.createElement('div');
    const start = vi.fn();
    afterFirstPaint(root, start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("waits for the shell's first frame, and starts once", async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.setAttribute('data-app-shell', '');
    const start = vi.fn();
    afterFirstPaint(root, start);
    expect(start).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts in a tab that paints no frame (opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const root = document.createElement('div');
    root.setAttribute('data-app-shell', '');
    const start = vi.fn();
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      afterFirstPaint(root, start);
      await vi.advanceTimersByTimeAsync(199);
      expect(start).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      frames.mockRestore();
    }
  });
});
