import { StrictMode } from 'react';
import { App, createApp } from './app/app';
import { mountApp } from './app/shell/take-over';
import { reloadAfterChunkError } from './lib/chunk-reload';
import './styles/tokens.css';
import './styles/base.css';

// A preload of a chunk that a newer deploy removed: reload under the guard (spec section 4).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

const root = document.getElementById('root');
if (root) {
  const parts = createApp();
  // Takes over the server's prerendered shell without a layout shift (app/shell/take-over.ts).
  mountApp(
    root,
    <StrictMode>
      <App {...parts} />
    </StrictMode>,
    parts.router,
  );
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./features/pwa/register-service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  });
}
