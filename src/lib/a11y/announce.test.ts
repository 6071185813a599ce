import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, SHOWN_MS } from './announce';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('announce', () => {
  it('fills one polite status region, on the next task', () => {
    vi.useFakeTimers();
    announce('Lagt til i favoritter');
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.getAttribute('role')).toBe('status');
    expect(region?.textContent).toBe('');
    vi.advanceTimersByTime(100);
    expect(region?.textContent).toBe('Lagt til i favoritter');
    expect(region?.classList.contains('announcer--shown')).toBe(false);
    announce('Fjernet fra favoritter');
    vi.advanceTimersByTime(100);
    expect(document.querySelectorAll('[aria-live="polite"]')).toHaveLength(1);
    expect(region?.textContent).toBe('Fjernet fra favoritter');
  });

  it('shows a message to everyone for a while when asked to', () => {
    vi.useFakeTimers();
    announce('Du kan ha høyst 100 favoritter.', { isShown: true });
    vi.advanceTimersByTime(100);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region?.classList.contains('announcer--shown')).toBe(true);
    vi.advanceTimersByTime(SHOWN_MS);
    expect(region?.classList.contains('announcer--shown')).toBe(false);
  });
});
