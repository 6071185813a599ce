import { setPwaState, type BeforeInstallPromptEvent } from './pwa-state';

/**
 * Keeps Chromium's install prompt for the shop's own install button instead of the browser's
 * mini-infobar. Registered at start: the event may fire before any component mounts.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setPwaState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaState({ installPrompt: null }));
}
