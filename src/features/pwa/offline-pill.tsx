import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useOnlineStatus } from './use-online-status';

/** Tells the shopper that what they see comes from the device while there is no network. */
export function OfflinePill() {
  const { t } = useTranslation('pwa');
  const isOnline = useOnlineStatus();
  return (
    <div role="status" className="pwa-notices__live">
      {isOnline ? null : (
        <p className="pwa-pill">
          <Icon name="info" size={18} />
          {t('offline.banner')}
        </p>
      )}
    </div>
  );
}
