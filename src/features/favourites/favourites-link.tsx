import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { CountBadge } from '@/components/ui/count-badge';
import { Icon } from '@/components/ui/icon';
import { FAVOURITES_PATH } from '@/config/constants';
import { useAppSelector } from '@/app/hooks';
import { selectFavouriteCount } from './favourites-slice';

/** Link to the favourites page with the number of favourites; the badge hides at 0. */
export function FavouritesLink({ className }: { className?: string }) {
  const { t } = useTranslation('header');
  const count = useAppSelector(selectFavouriteCount);
  return (
    <AppLink
      to={FAVOURITES_PATH}
      className={className}
      aria-label={count > 0 ? t('favouritesCount', { count }) : t('favourites')}
    >
      <Icon name="heart" />
      <span className="header-action__label">{t('favourites')}</span>
      <CountBadge count={count} />
    </AppLink>
  );
}
