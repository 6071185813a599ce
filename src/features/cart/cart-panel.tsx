import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { ALL_PRODUCTS_PATH } from '@/config/constants';
import './cart-panel.css';

/** The cart panel. Adding to the cart is a later task, so it shows the empty cart. */
export default function CartPanel({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <Panel
      isOpen={isOpen}
      onClose={onClose}
      title={t('title')}
      closeLabel={t('common:close')}
      side="right"
    >
      <div className="cart-panel__empty">
        <Icon name="cart" size={30} />
        <p>{t('empty')}</p>
        <AppLink to={ALL_PRODUCTS_PATH} className={buttonClassName('primary')} onClick={onClose}>
          {t('continue')}
        </AppLink>
      </div>
    </Panel>
  );
}
