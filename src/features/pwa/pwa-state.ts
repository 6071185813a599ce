import { useSyncExternalStore } from 'react';

/** The event Chromium fires when the shop may be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** Set while a new version waits and an older one controls this page. */
  applyUpdate: (() => void) | null;
  installPrompt: BeforeInstallPromptEvent | null;
}

// Browser events from outside React (the worker's lifecycle, beforeinstallprompt) that come
// and go with this page load: a tiny external store rather than persisted Redux state.
let state: PwaState = { applyUpdate: null, installPrompt: null };
const listeners = new Set<() => void>();

export function setPwaState(change: Partial<PwaState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function getPwaState(): PwaState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getPwaState, getPwaState);
}
