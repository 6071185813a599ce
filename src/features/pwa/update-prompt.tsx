import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePwaState } from './pwa-state';

/** Offers a waiting new version; accepting activates it and reloads once (register-…ts). */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  const { applyUpdate } = usePwaState();
  const [isDismissed, setDismissed] = useState(false);
  if (!applyUpdate || isDismissed) return null;
  return (
    <div className="pwa-card pwa-card--update" role="alert">
      <p className="pwa-card__title">{t('update.text')}</p>
      <div className="pwa-card__actions">
        <Button size="s" onClick={applyUpdate}>
          {t('update.apply')}
        </Button>
        <Button size="s" variant="ghost" onClick={() => setDismissed(true)}>
          {t('update.later')}
        </Button>
      </div>
    </div>
  );
}
