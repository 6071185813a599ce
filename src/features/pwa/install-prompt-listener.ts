import { setPwaState, type BeforeInstallPromptEvent } from './pwa-state';

declare global {
  interface Window {
    /** Chromium's install prompt when it came before the app had run (app/shell/bootstrap.ts). */
    __installPrompt?: Event;
  }
}

/**
 * Keeps Chromium's install prompt for the shop's own install button instead of the browser's
 * mini-infobar. Registered at start: the event may fire before any component mounts.
 */
export function listenForInstallPrompt(): void {
  // The start page's app loads after the shell's first paint: the shell's bootstrap keeps a
  // prompt that came before.
  const early = window.__installPrompt;
  if (early) setPwaState({ installPrompt: early as BeforeInstallPromptEvent });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setPwaState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaState({ installPrompt: null }));
}
