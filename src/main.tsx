import { StrictMode } from 'react';
import { App, createAppRouter, createAppStore } from './app/app';
import { afterFirstPaint, mountApp } from './app/shell/take-over';
import { nextTask } from './lib/idle/next-task';
import { localeTextsReady } from './i18n/i18n-instances';
import { localeFromPath } from './i18n/locale';
import { listenForInstallPrompt } from './features/pwa/install-prompt-listener';
import { whenIdle } from './lib/idle/when-idle';
import './styles/tokens.css';
import './styles/base.css';

// The language's texts start loading before the router runs; the root loader awaits them.
localeTextsReady(localeFromPath(window.location.pathname)).catch(() => undefined);

// Issue 5: the install offer keeps Chromium's prompt, which may come before the app has
// started (it starts after the shell's first frame).
listenForInstallPrompt();

const root = document.getElementById('root');
if (root) {
  // The prerendered shell paints before the app's start-up takes the main thread.
  // The start-up in three tasks, so that a tap on the shell is answered in between: the store,
  // the router (the first route's loaders ask for their data), then the first render.
  afterFirstPaint(root, () => {
    const base = createAppStore();
    nextTask(() => {
      const parts = createAppRouter(base);
      // Takes over the server's prerendered shell without a layout shift (app/shell/take-over.ts).
      nextTask(() =>
        mountApp(
          root,
          <StrictMode>
            <App {...parts} />
          </StrictMode>,
          parts.router,
        ),
      );
    });
  });
}

// workbox-window and the registration wait for the idle moment after the load event: the first
// paint needs neither, and the worker's install (precaching) competes with the page's requests.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void whenIdle()
    .then(() => import('./features/pwa/register-service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker());
}
