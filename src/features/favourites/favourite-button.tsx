import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { useFavouriteToggle } from './use-favourite-toggle';
import './favourite-button.css';

interface FavouriteButtonProps {
  productId: number;
  productName: string;
  /** card: a round icon button on the card's image; page: the heart with its word. */
  variant?: 'card' | 'page';
}

/** The heart: a toggle button (aria-pressed), filled while the product is a favourite. */
export function FavouriteButton({
  productId,
  productName,
  variant = 'card',
}: FavouriteButtonProps) {
  const { t } = useTranslation('common');
  const { isFavourite, toggle } = useFavouriteToggle(productId, productName);
  const isCard = variant === 'card';
  return (
    <button
      type="button"
      className={`favourite-button favourite-button--${variant}`}
      aria-pressed={isFavourite}
      // On a card the heart has no words: its name says which product it keeps.
      aria-label={isCard ? t('favourite.cardLabel', { name: productName }) : undefined}
      title={isCard ? t('favourite.button') : undefined}
      onClick={toggle}
    >
      <Icon name="heart" size={isCard ? 20 : 22} className="favourite-button__icon" />
      {isCard ? null : <span>{t('favourite.button')}</span>}
    </button>
  );
}
