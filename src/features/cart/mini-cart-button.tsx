import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/ui/count-badge';
import { Icon } from '@/components/ui/icon';

interface MiniCartButtonProps {
  /** Badge quantity (the spec: a group or package counts 1); hidden at 0. */
  count: number;
  onToggle: () => void;
  className?: string;
}

export function MiniCartButton({ count, onToggle, className }: MiniCartButtonProps) {
  const { t } = useTranslation('header');
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-label={count > 0 ? t('cartCount', { count }) : t('cart')}
      onClick={onToggle}
    >
      <Icon name="cart" />
      <span className="header-action__label">{t('cart')}</span>
      <CountBadge count={count} />
    </button>
  );
}
