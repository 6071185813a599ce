import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getI18n } from '@/i18n/i18n-instances';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import {
  forgetConsentForTests,
  hasConsent,
  openConsentSettings,
  resetConsentForTests,
} from '@/lib/consent/consent-store';
import { getSnackbars, resetSnackbarsForTests } from '@/lib/snackbar/snackbar-queue';
import ConsentBanner from './consent-banner';

const clear = () => {
  forgetConsentForTests();
  resetSnackbarsForTests();
};
// The banner's texts are a lazy namespace: loaded before, so no test waits on a transform.
beforeAll(() =>
  Promise.all([namespacesReady('nb', ['consent']), namespacesReady('nn', ['consent'])]),
);
beforeEach(clear);
afterEach(() => {
  cleanup();
  clear();
});

async function renderBanner(path = '/') {
  const locale = path.startsWith('/nn') ? 'nn' : 'nb';
  // The banner suspends on its lazy texts once: an awaited act lets it finish.
  await act(async () => {
    render(
      <I18nextProvider i18n={getI18n(locale)}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        </MemoryRouter>
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
}

describe('ConsentBanner', () => {
  it('asks on a first visit and keeps a refusal (nb)', async () => {
    await renderBanner();
    const banner = await screen.findByRole('region', { name: 'Informasjonskapsler' });
    fireEvent.click(screen.getByRole('button', { name: 'Avvis alle' }));
    expect(banner.isConnected).toBe(false);
    expect(document.cookie).toMatch(/ralph-consent=v1\.s0\.m0\.\d+/);
    expect(hasConsent('statistics')).toBe(false);
    expect(getSnackbars().map((item) => item.message)).toEqual([
      'Valget ditt er lagret. Du kan endre det nederst på siden.',
    ]);
  });

  it('lets the shopper choose each category (nn)', async () => {
    await renderBanner('/nn');
    fireEvent.click(await screen.findByRole('button', { name: 'Vel sjølv' }));
    const statistics = screen.getByRole('checkbox', { name: 'Statistikk' });
    expect(screen.getByRole('checkbox', { name: /^Naudsynte/ })).toHaveProperty('disabled', true);
    fireEvent.click(statistics);
    fireEvent.click(screen.getByRole('button', { name: 'Lagre vala' }));
    expect(hasConsent('statistics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Informasjonskapslar' })).toBeNull();
  });

  it('opens the settings with the choice in force when the footer asks', async () => {
    document.cookie = 'ralph-consent=v1.s1.m1.1764000000; path=/';
    resetConsentForTests();
    await renderBanner();
    act(() => openConsentSettings());
    const marketing = await screen.findByRole('checkbox', { name: 'Markedsføring' });
    expect(marketing).toHaveProperty('checked', true);
    expect(screen.queryByRole('region', { name: 'Informasjonskapsler' })).toBeNull();
  });
});
