// The footer's "cookie settings" asks for the settings before the consent code has loaded: this
// tiny signal is all the first paint carries (the consent store and banner load on demand).

type Listener = () => void;
const listeners = new Set<Listener>();
let isRequested = false;

export function requestConsentSettings(): void {
  isRequested = true;
  for (const listener of [...listeners]) listener();
}

export function isConsentSettingsRequested(): boolean {
  return isRequested;
}

export function consentSettingsDone(): void {
  if (!isRequested) return;
  isRequested = false;
  for (const listener of [...listeners]) listener();
}

export function subscribeToSettingsRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
