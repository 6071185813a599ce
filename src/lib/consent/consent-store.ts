// The one record of what the shopper has consented to, for every layer: features ask
// `hasConsent` / `useConsent`, scripts load through `loadScriptWithConsent`, analytics events
// are pushed only with `statistics`. The choice lives in the `ralph-consent` cookie (a year) and
// reaches the other tabs over the `consent` BroadcastChannel.
import {
  CONSENT_COOKIE,
  consentCookieText,
  readConsentCookie,
  type ConsentCategory,
  type ConsentChoice,
} from './consent-cookie';
import {
  consentSettingsDone,
  isConsentSettingsRequested,
  requestConsentSettings,
  subscribeToSettingsRequests,
} from './settings-request';

type Listener = () => void;

export interface ConsentState {
  /** null: the shopper has not chosen yet (the banner shows). */
  choice: ConsentChoice | null;
  /** The settings were asked for (the footer's "cookie settings"): the banner opens them. */
  isSettingsRequested: boolean;
}

const CHANNEL_NAME = 'consent';
const listeners = new Set<Listener>();
let state: ConsentState = { choice: null, isSettingsRequested: false };
let isRead = false;
let channel: BroadcastChannel | null = null;
let stopSettings: () => void = () => undefined;

function current(): ConsentState {
  if (!isRead) {
    isRead = true;
    state = { choice: readConsentCookie(), isSettingsRequested: isConsentSettingsRequested() };
    listenToOtherTabs();
    stopSettings = subscribeToSettingsRequests(() => {
      if (state.isSettingsRequested !== isConsentSettingsRequested())
        set({ ...state, isSettingsRequested: isConsentSettingsRequested() });
    });
  }
  return state;
}

function set(next: ConsentState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function listenToOtherTabs(): void {
  if (typeof BroadcastChannel === 'undefined' || channel) return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  // Another tab chose: its cookie is ours too.
  channel.onmessage = () => set({ ...state, choice: readConsentCookie() });
}

export function getConsentState(): ConsentState {
  return current();
}

export function subscribeToConsent(listener: Listener): () => void {
  current();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Necessary is always given; the others only after the shopper said yes. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return current().choice?.[category] === true;
}

/** Records the shopper's choice for a year, here and in the other tabs. */
export function saveConsent(choice: { statistics: boolean; marketing: boolean }): void {
  const decided: ConsentChoice = { ...choice, decidedAt: Date.now() };
  if (typeof document !== 'undefined')
    document.cookie = consentCookieText(decided, location.protocol === 'https:');
  current();
  set({ choice: decided, isSettingsRequested: false });
  consentSettingsDone();
  channel?.postMessage({ type: 'change' });
}

/** The footer's "cookie settings": opens the choice again. */
export function openConsentSettings(): void {
  current();
  requestConsentSettings();
}

export function consentSettingsClosed(): void {
  consentSettingsDone();
}

/** Calls `run` once `category` is given (at once when it is); the returned function cancels. */
export function whenConsented(category: ConsentCategory, run: () => void): () => void {
  if (hasConsent(category)) {
    run();
    return () => undefined;
  }
  const unsubscribe = subscribeToConsent(() => {
    if (!hasConsent(category)) return;
    unsubscribe();
    run();
  });
  return unsubscribe;
}

/** Tests: forget what was read (the cookie is read again on the next ask). */
export function resetConsentForTests(): void {
  isRead = false;
  stopSettings();
  consentSettingsDone();
  channel?.close();
  channel = null;
  state = { choice: null, isSettingsRequested: false };
  listeners.clear();
}

/** Tests: a visitor who never chose (the cookie deleted, the store reset). */
export function forgetConsentForTests(): void {
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
  resetConsentForTests();
}
