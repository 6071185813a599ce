// One polite live region for the whole page: many controls (a heart on every card) share it, and
// a region that exists before its text changes is what screen readers reliably read out.
import './announce.css';

const REGION_ID = 'polite-announcer';
// A region added and filled in the same task is often not read: fill it on the next one.
const FILL_DELAY_MS = 50;
/** A shown message hides after this long (the spec's toast time). */
export const SHOWN_MS = 5000;

let fillTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = REGION_ID;
  created.className = 'announcer';
  created.setAttribute('role', 'status');
  created.setAttribute('aria-live', 'polite');
  created.setAttribute('aria-atomic', 'true');
  document.body.append(created);
  return created;
}

/**
 * Reads a short message out politely (after what the screen reader is saying now). With
 * `isShown` everyone sees it too for a few seconds: for news the screen itself does not show.
 */
export function announce(message: string, { isShown = false } = {}): void {
  if (typeof document === 'undefined') return;
  const target = region();
  clearTimeout(fillTimer);
  clearTimeout(hideTimer);
  // Emptied first, so the same message twice in a row is read twice.
  target.textContent = '';
  target.classList.remove('announcer--shown');
  fillTimer = setTimeout(() => {
    target.textContent = message;
    if (!isShown) return;
    target.classList.add('announcer--shown');
    hideTimer = setTimeout(() => target.classList.remove('announcer--shown'), SHOWN_MS);
  }, FILL_DELAY_MS);
}
