import { Workbox } from 'workbox-window';
import { setPwaState } from './pwa-state';

const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * On a page a worker controls (register-service-worker.ts): a new version that installs and
 * waits is offered (update-prompt.tsx), and long-open tabs (a shop floor tablet) check for one
 * every half hour and when shown again. Also a page the first version claimed after loading runs
 * an older build by now. A first install never waits (nothing is active yet), so it is never
 * offered.
 */
export function watchServiceWorkerUpdates(script: string, scope: string): void {
  const container = navigator.serviceWorker;
  const workbox = new Workbox(script, { scope });

  workbox.addEventListener('waiting', () => {
    if (!container.controller) return;
    setPwaState({ applyUpdate: () => applyUpdate(workbox) });
  });

  workbox
    .register()
    .then(() => {
      const check = () => void workbox.update().catch(() => undefined);
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
    })
    .catch(() => undefined);
}

function applyUpdate(workbox: Workbox): void {
  setPwaState({ applyUpdate: null });
  let isReloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (isReloading) return;
    isReloading = true;
    window.location.reload();
  });
  workbox.messageSkipWaiting();
}
