import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGES } from '@/config/pwa';
import { getPwaState, setPwaState } from './pwa-state';
import { registerServiceWorker } from './register-service-worker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** A new build found: it installs, then waits. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.install();
    return worker;
  }
}

let registration: FakeRegistration;
let container: EventTarget & {
  controller: object | null;
  register: ReturnType<typeof vi.fn<() => Promise<FakeRegistration>>>;
};

function setUp(controlled: boolean) {
  registration = new FakeRegistration();
  container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn<() => Promise<FakeRegistration>>(() => Promise.resolve(registration)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

const registered = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => setPwaState({ applyUpdate: null }));
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site and offers nothing on a first install', async () => {
    setUp(false);
    registerServiceWorker();
    await registered();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    registration.findUpdate();
    expect(getPwaState().applyUpdate).toBeNull();
  });

  it('offers a new build found while an older one controls the page; accepting it skips waiting', async () => {
    setUp(true);
    registerServiceWorker();
    await registered();
    expect(getPwaState().applyUpdate).toBeNull();
    const worker = registration.findUpdate();
    const applyUpdate = getPwaState().applyUpdate;
    expect(applyUpdate).not.toBeNull();
    applyUpdate?.();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SW_MESSAGES.skipWaiting });
    expect(getPwaState().applyUpdate).toBeNull();
  });

  it('offers a build that was already waiting from an earlier visit', async () => {
    setUp(true);
    registration.waiting = new FakeWorker();
    registerServiceWorker();
    await registered();
    expect(getPwaState().applyUpdate).not.toBeNull();
  });

  it('changes nothing when registering fails', async () => {
    setUp(true);
    container.register.mockImplementation(() => Promise.reject(new Error('blocked')));
    registerServiceWorker();
    await registered();
    expect(getPwaState().applyUpdate).toBeNull();
  });
});
