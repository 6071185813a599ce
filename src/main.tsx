import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app';
import { reloadAfterChunkError } from './lib/chunk-reload';
import './styles/tokens.css';
import './styles/base.css';

// A preload of a chunk that a newer deploy removed: reload under the guard (spec section 4).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App {...createApp()} />
    </StrictMode>,
  );
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./features/pwa/register-service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  });
}
