import { useSyncExternalStore } from 'react';
import type { ConsentCategory } from './consent-cookie';
import {
  getConsentState,
  hasConsent,
  subscribeToConsent,
  type ConsentState,
} from './consent-store';

/** Whether the shopper has given `category` (re-renders when the choice changes). */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeToConsent,
    () => hasConsent(category),
    () => category === 'necessary',
  );
}

const SERVER_STATE: ConsentState = { choice: null, isSettingsRequested: false };

/** The whole record: the choice (null before one) and whether the settings were asked for. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeToConsent, getConsentState, () => SERVER_STATE);
}
