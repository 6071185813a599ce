import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  formatConsentCookie,
  parseConsentCookie,
  readConsentCookie,
} from './consent-cookie';
import {
  consentSettingsClosed,
  forgetConsentForTests,
  getConsentState,
  hasConsent,
  openConsentSettings,
  resetConsentForTests,
  saveConsent,
  whenConsented,
} from './consent-store';
import { loadScriptWithConsent } from './load-script';

const clear = () => {
  forgetConsentForTests();
};

beforeEach(clear);
afterEach(() => {
  clear();
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
});

describe('the consent cookie', () => {
  it('round-trips a choice and refuses anything else', () => {
    const choice = { statistics: true, marketing: false, decidedAt: 1_700_000_000_000 };
    expect(formatConsentCookie(choice)).toBe('v1.s1.m0.1700000000');
    expect(parseConsentCookie('v1.s1.m0.1700000000')).toEqual(choice);
    for (const bad of ['', 'v2.s1.m1.1', 'v1.s2.m0.1', 'v1.s1.m0', 'v1.s1.m0.1;x', 'yes'])
      expect(parseConsentCookie(bad)).toBeNull();
    expect(readConsentCookie('a=b; ralph-consent=v1.s0.m1.5; c=d')).toEqual({
      statistics: false,
      marketing: true,
      decidedAt: 5000,
    });
  });

  it('is kept for a year', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(365 * 24 * 3600);
  });
});

describe('the consent store', () => {
  it('has no choice at first: only necessary is given', () => {
    expect(getConsentState().choice).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('statistics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('saves a choice in the cookie and reads it back after a reload', () => {
    saveConsent({ statistics: true, marketing: false });
    expect(document.cookie).toMatch(/ralph-consent=v1\.s1\.m0\.\d+/);
    resetConsentForTests();
    expect(hasConsent('statistics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('opens and closes the settings on request', () => {
    openConsentSettings();
    expect(getConsentState().isSettingsRequested).toBe(true);
    consentSettingsClosed();
    expect(getConsentState().isSettingsRequested).toBe(false);
  });

  it('runs what waits for a category once it is given, and never after a refusal', () => {
    const statistics = vi.fn();
    const marketing = vi.fn();
    whenConsented('statistics', statistics);
    whenConsented('marketing', marketing);
    saveConsent({ statistics: false, marketing: false });
    expect(statistics).not.toHaveBeenCalled();
    saveConsent({ statistics: true, marketing: false });
    expect(statistics).toHaveBeenCalledTimes(1);
    saveConsent({ statistics: true, marketing: false });
    expect(statistics).toHaveBeenCalledTimes(1);
    expect(marketing).not.toHaveBeenCalled();
  });
});

describe('loadScriptWithConsent', () => {
  const scripts = () =>
    [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

  it('adds the script only once its category is given, and once', () => {
    loadScriptWithConsent('marketing', 'https://reviews.example/widget.js');
    loadScriptWithConsent('marketing', 'https://reviews.example/widget.js');
    expect(scripts()).toEqual([]);
    saveConsent({ statistics: true, marketing: false });
    expect(scripts()).toEqual([]);
    saveConsent({ statistics: true, marketing: true });
    expect(scripts()).toEqual(['https://reviews.example/widget.js']);
  });

  it('a cancelled wait never adds it', () => {
    const load = loadScriptWithConsent('statistics', 'https://stats.example/s.js');
    load.cancel();
    saveConsent({ statistics: true, marketing: true });
    expect(scripts()).toEqual([]);
  });
});
