import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ConsentChoice } from '@/lib/consent/consent-cookie';

interface ConsentSettingsProps {
  /** The choice in force (null before the first): the boxes start from it. */
  initial: ConsentChoice | null;
  onSave: (statistics: boolean, marketing: boolean) => void;
  onClose: () => void;
}

/** "Choose": each optional category on its own, necessary shown as always on. */
export function ConsentSettings({ initial, onSave, onClose }: ConsentSettingsProps) {
  const { t } = useTranslation('consent');
  const [statistics, setStatistics] = useState(initial?.statistics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('settings.title')}
      closeLabel={t('settings.close')}
      actions={
        <>
          <Button variant="secondary" onClick={() => onSave(false, false)}>
            {t('banner.rejectAll')}
          </Button>
          <Button variant="secondary" onClick={() => onSave(true, true)}>
            {t('banner.acceptAll')}
          </Button>
          <Button variant="primary" onClick={() => onSave(statistics, marketing)}>
            {t('settings.save')}
          </Button>
        </>
      }
    >
      <p className="consent-settings__intro">{t('settings.intro')}</p>
      <ul className="consent-settings" role="list">
        <li className="consent-settings__item">
          <label className="consent-settings__label">
            <input type="checkbox" checked disabled aria-describedby="consent-necessary-text" />
            <span>{t('settings.necessary')}</span>
            <span className="consent-settings__always">{t('settings.alwaysOn')}</span>
          </label>
          <p id="consent-necessary-text">{t('settings.necessaryText')}</p>
        </li>
        <li className="consent-settings__item">
          <label className="consent-settings__label">
            <input
              type="checkbox"
              checked={statistics}
              onChange={(event) => setStatistics(event.target.checked)}
              aria-describedby="consent-statistics-text"
            />
            <span>{t('settings.statistics')}</span>
          </label>
          <p id="consent-statistics-text">{t('settings.statisticsText')}</p>
        </li>
        <li className="consent-settings__item">
          <label className="consent-settings__label">
            <input
              type="checkbox"
              checked={marketing}
              onChange={(event) => setMarketing(event.target.checked)}
              aria-describedby="consent-marketing-text"
            />
            <span>{t('settings.marketing')}</span>
          </label>
          <p id="consent-marketing-text">{t('settings.marketingText')}</p>
        </li>
      </ul>
    </Modal>
  );
}
