// The floor (issue 18, point 7): the least a React single-page app can do on first paint, a
// heading and a paragraph rendered by React 19 from a Vite build, served by the shop's own
// server (bench/lighthouse.ts). A page's lcpVsFloor is its LCP over this page's.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Floor() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '1rem' }}>
      <h1>Deler til ATV og UTV</h1>
      <p>
        Vinsjer, lys, plogutstyr og tilhengerdeler med rask levering over hele landet. Finn delene
        som passer maskinen din.
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Floor />
    </StrictMode>,
  );
