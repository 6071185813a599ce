import { INSTALL_POSTPONE_DAYS, INSTALL_POSTPONED_KEY } from '@/config/pwa';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True while a "Not now" of the last INSTALL_POSTPONE_DAYS holds. */
export function isInstallPostponed(now: number): boolean {
  try {
    const at = Number(localStorage.getItem(INSTALL_POSTPONED_KEY));
    return at > 0 && now - at < INSTALL_POSTPONE_DAYS * DAY_MS;
  } catch {
    return false;
  }
}

export function postponeInstall(now: number): void {
  try {
    localStorage.setItem(INSTALL_POSTPONED_KEY, String(now));
  } catch {
    // Private mode: the offer may come back on the next visit.
  }
}
