import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { forgetConsentForTests, saveConsent } from '@/lib/consent/consent-store';
import { offersInstallOn, PwaNotices } from './pwa-notices';
import { setPwaState, type BeforeInstallPromptEvent } from './pwa-state';

afterEach(() => {
  cleanup();
  setPwaState({ applyUpdate: null, installPrompt: null });
  localStorage.clear();
  forgetConsentForTests();
  vi.restoreAllMocks();
});

const keptPrompt = (prompt = vi.fn(() => Promise.resolve())) =>
  ({
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  }) as unknown as BeforeInstallPromptEvent;

function renderNotices(locale: 'nb' | 'nn' = 'nb') {
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <PwaNotices hasInstallOffer />
    </I18nextProvider>,
  );
}

describe('PwaNotices', () => {
  it('shows nothing while online with no update and no install offer', () => {
    renderNotices();
    expect(screen.queryByText(/frakoblet/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells the shopper when the network goes and comes back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderNotices();
    expect(screen.getByText('Du er frakoblet – viser lagret innhold')).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/frakoblet/)).toBeNull();
  });

  it('offers a waiting version and applies it on "Oppdater"', () => {
    const applyUpdate = vi.fn();
    setPwaState({ applyUpdate });
    renderNotices();
    expect(screen.getByRole('alert').textContent).toContain('En ny versjon er klar');
    fireEvent.click(screen.getByRole('button', { name: 'Oppdater' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('holds the install offer back until the cookie banner has its answer, then shows it', async () => {
    setPwaState({ installPrompt: keptPrompt() });
    renderNotices();
    // Give the lazy card every chance to arrive: it must not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Installer' })).toBeNull();
    act(() => saveConsent({ statistics: false, marketing: false }));
    expect(await screen.findByRole('button', { name: 'Installer' })).toBeTruthy();
  });

  it('installs from the kept prompt, and "Ikke nå" hides the offer for later visits', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    saveConsent({ statistics: true, marketing: false });
    setPwaState({ installPrompt: keptPrompt(prompt) });
    renderNotices();
    // The card loads on demand, when there is an offer.
    fireEvent.click(await screen.findByRole('button', { name: 'Installer' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Ikke nå' }));
    expect(screen.queryByRole('button', { name: 'Installer' })).toBeNull();
    cleanup();
    renderNotices();
    expect(screen.queryByRole('button', { name: 'Installer' })).toBeNull();
  });
});

describe('offersInstallOn', () => {
  it('leaves the pages after a payment to the order, in every language and market', () => {
    for (const path of ['/checkout/confirm', '/nn/checkout/klarna-fail', '/se/nn/checkout/confirm'])
      expect(offersInstallOn(path), path).toBe(false);
    for (const path of ['/', '/nn', '/p/lys/arbeidslys', '/se/kassen', '/min-konto/bestillinger'])
      expect(offersInstallOn(path), path).toBe(true);
  });
});
