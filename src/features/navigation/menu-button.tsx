import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';

interface MenuButtonProps {
  isOpen: boolean;
  onToggle: () => void;
  className?: string;
}

export function MenuButton({ isOpen, onToggle, className }: MenuButtonProps) {
  const { t } = useTranslation('header');
  return (
    <button
      type="button"
      className={className}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      onClick={onToggle}
    >
      <Icon name="menu" />
      <span>{t('openMenu')}</span>
    </button>
  );
}
