import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isInstallPostponed, postponeInstall } from './install-postpone';
import { isIosSafari, isStandalone } from './platform';
import { setPwaState, usePwaState } from './pwa-state';

function ShareIcon() {
  return (
    <svg className="pwa-card__share" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The shop's own install offer: Chromium's deferred beforeinstallprompt, or on iOS Safari (no
 * prompt there) how to add the shop to the home screen. "Not now" hides it for some days.
 */
export function InstallOffer() {
  const { t } = useTranslation('pwa');
  const { installPrompt } = usePwaState();
  const [isPostponed, setPostponed] = useState(() => isInstallPostponed(Date.now()));
  const [isIos] = useState(() => isIosSafari(navigator) && !isStandalone());
  if (isPostponed || (!installPrompt && !isIos)) return null;

  const notNow = () => {
    postponeInstall(Date.now());
    setPostponed(true);
  };
  const install = async () => {
    if (!installPrompt) return;
    await installPrompt.prompt();
    const { outcome } = await installPrompt.userChoice;
    // A prompt can be shown only once; a dismissal counts as "not now".
    setPwaState({ installPrompt: null });
    if (outcome === 'dismissed') notNow();
  };

  return (
    <section className="pwa-card pwa-card--install" aria-labelledby="pwa-install-title">
      <p className="pwa-card__title" id="pwa-install-title">
        {installPrompt ? t('install.title') : t('install.iosTitle')}
      </p>
      <p className="pwa-card__text">
        {installPrompt ? (
          t('install.text')
        ) : (
          <Trans t={t} i18nKey="install.iosText" components={{ share: <ShareIcon /> }} />
        )}
      </p>
      <div className="pwa-card__actions">
        {installPrompt ? (
          <Button size="s" onClick={() => void install()}>
            {t('install.install')}
          </Button>
        ) : null}
        <Button size="s" variant="ghost" onClick={notNow}>
          {t('install.notNow')}
        </Button>
      </div>
    </section>
  );
}
