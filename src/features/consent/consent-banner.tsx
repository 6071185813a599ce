// The cookie banner (a bottom sheet, not modal: the page stays usable behind it) and the
// settings modal the footer reopens. Loaded lazily once the page is idle, only while there is a
// choice to make, so it never competes with the start page's first paint and moves nothing.
import { use, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { namespacesReady } from '@/i18n/lazy-namespaces';
import { useLocale } from '@/i18n/use-locale';
import { consentSettingsClosed, saveConsent } from '@/lib/consent/consent-store';
import { useConsentState } from '@/lib/consent/use-consent';
import { showSnackbar } from '@/lib/snackbar/snackbar-queue';
import { ConsentSettings } from './consent-settings';
import './consent-banner.css';

export default function ConsentBanner() {
  use(namespacesReady(useLocale(), ['consent']));
  const { t } = useTranslation('consent');
  const { choice, isSettingsRequested } = useConsentState();
  const [isChoosing, setIsChoosing] = useState(false);
  const isSettingsOpen = isChoosing || isSettingsRequested;
  const sheet = useRef<HTMLElement>(null);
  useBottomSheetHeight(sheet, choice === null && !isSettingsOpen);

  const save = (statistics: boolean, marketing: boolean) => {
    saveConsent({ statistics, marketing });
    setIsChoosing(false);
    showSnackbar({ message: t('saved'), tone: 'success' });
  };

  return (
    <>
      {choice === null && !isSettingsOpen ? (
        <section ref={sheet} className="consent-banner" aria-labelledby="consent-banner-title">
          <div className="consent-banner__inner">
            <div className="consent-banner__text">
              <h2 id="consent-banner-title" className="consent-banner__title">
                {t('banner.title')}
              </h2>
              <p>{t('banner.text')}</p>
            </div>
            <div className="consent-banner__actions">
              <Button variant="secondary" onClick={() => setIsChoosing(true)}>
                {t('banner.choose')}
              </Button>
              <Button variant="secondary" onClick={() => save(false, false)}>
                {t('banner.rejectAll')}
              </Button>
              <Button variant="primary" onClick={() => save(true, true)}>
                {t('banner.acceptAll')}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
      {isSettingsOpen ? (
        <ConsentSettings
          initial={choice}
          onSave={save}
          onClose={() => {
            setIsChoosing(false);
            consentSettingsClosed();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * While the banner shows, `--bottom-sheet-height` on <html> says how tall it is, so the other
 * notices at the bottom (offline, update, install: pwa-notices.css) stand above it.
 */
function useBottomSheetHeight(ref: RefObject<HTMLElement | null>, isShown: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!isShown || !element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--bottom-sheet-height', `${String(element.offsetHeight)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-sheet-height');
    };
  }, [ref, isShown]);
}
