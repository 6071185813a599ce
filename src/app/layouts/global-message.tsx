import { useTranslation } from 'react-i18next';
import { useChannelConfiguration } from '@/features/channel/channel-configuration';
import './global-message.css';

/**
 * The red global message above every page (the spec's error catalogue), its text from the
 * channel's configuration (GLOBAL_MESSAGE_NB / GLOBAL_MESSAGE_NN): an outage, a holiday
 * closure. The prerendered shell carries it too, so it never appears late and pushes the page.
 */
export function GlobalMessage() {
  const { t } = useTranslation('common');
  const { globalMessage } = useChannelConfiguration();
  if (!globalMessage) return null;
  return (
    <aside className="global-message" aria-label={t('globalMessage')}>
      <p className="global-message__text container">{globalMessage}</p>
    </aside>
  );
}
