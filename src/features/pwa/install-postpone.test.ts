import { beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_POSTPONE_DAYS } from '@/config/pwa';
import { isInstallPostponed, postponeInstall } from './install-postpone';

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => localStorage.clear());

describe('install postpone', () => {
  it('is not postponed before "Not now"', () => {
    expect(isInstallPostponed(Date.now())).toBe(false);
  });

  it('hides the offer for the postpone period, then offers it again', () => {
    const at = Date.UTC(2026, 0, 1);
    postponeInstall(at);
    expect(isInstallPostponed(at + DAY_MS)).toBe(true);
    expect(isInstallPostponed(at + INSTALL_POSTPONE_DAYS * DAY_MS + 1)).toBe(false);
  });
});
