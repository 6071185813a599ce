// A logout the server did not hear: made offline (or while the server failed), the device forgets
// the token at once, but the session lives on the server, and its HttpOnly cookie stays in the
// browser (a page cannot delete it). The token waits here until the device is online again and
// the server has ended that session; the shopper is told so meanwhile.
import { hasPendingLogout, PENDING_LOGOUT_KEY } from '@/lib/storage/auth-token';
import { logoutCall } from './auth-api';
/** A device keeps at most this many (the newest). */
const MAX_PENDING = 5;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PENDING_LOGOUT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function write(tokens: readonly string[]): void {
  try {
    if (tokens.length === 0) localStorage.removeItem(PENDING_LOGOUT_KEY);
    else localStorage.setItem(PENDING_LOGOUT_KEY, JSON.stringify(tokens.slice(-MAX_PENDING)));
  } catch {
    // Storage blocked: nothing can wait (the session ends with its lifetime).
  }
}

export function rememberPendingLogout(token: string): void {
  write([...read().filter((t) => t !== token), token]);
}

/** Whether a failed logout call should be sent again (no answer, or the server failed). */
export const mustRetryLogout = (code: string): boolean => code === 'OFFLINE' || code === 'GENERIC';

let flushing: Promise<void> | null = null;

/**
 * Sends every waiting logout; keeps those that still cannot reach the server. A token the
 * server no longer knows (expired, already ended) is done too.
 */
export function flushPendingLogouts(): Promise<void> {
  flushing ??= (async () => {
    for (const token of read()) {
      const answer = await logoutCall(token);
      if (!answer.ok && mustRetryLogout(answer.error.code)) return;
      write(read().filter((t) => t !== token));
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

let listening = false;

/** Sends the waiting logouts each time the device comes online. */
export function sendPendingLogoutsWhenOnline(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    if (hasPendingLogout()) void flushPendingLogouts();
  });
}

/** Sends the waiting logouts now and each time the device comes online. */
export function sendPendingLogouts(): void {
  void flushPendingLogouts();
  sendPendingLogoutsWhenOnline();
}
