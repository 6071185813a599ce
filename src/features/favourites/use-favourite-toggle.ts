import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Locale } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import type { FavouriteMessage } from './favourites-broadcast';
import {
  favouriteAdded,
  favouriteRemoved,
  selectIsFavourite,
  selectIsFavouritesFull,
} from './favourites-slice';

// Offline before the worker holds the chunk, the effects are lost; the change itself is made
// and kept.
const effects = () => import('./favourite-effects');

const share = (change: FavouriteMessage, name: string, locale: Locale) =>
  void effects()
    .then((module) => module.shareFavouriteChange(change, name, locale))
    .catch(() => undefined);

/**
 * A product's heart: adds or removes it here at once; then tells the other tabs, pushes
 * `favorite:add` / `favorite:remove` and says what happened to screen reader users. Only this
 * tab's shopper pushes the event; the other tabs apply the change silently.
 */
export function useFavouriteToggle(productId: number, productName: string) {
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const isFavourite = useAppSelector((state) => selectIsFavourite(state, productId));
  const isFull = useAppSelector(selectIsFavouritesFull);

  const toggle = () => {
    if (!isFavourite && isFull) {
      void effects()
        .then((module) => module.sayFavouritesFull(locale))
        .catch(() => undefined);
      return;
    }
    dispatch(isFavourite ? favouriteRemoved(productId) : favouriteAdded(productId));
    share(
      { type: isFavourite ? 'favorite:remove' : 'favorite:add', productId },
      productName,
      locale,
    );
  };

  return { isFavourite, isFull, toggle };
}

/** Removes several favourites at once (those the shop no longer sells), as the heart would. */
export function useRemoveFavourites() {
  const locale = useLocale();
  const dispatch = useAppDispatch();
  return (productIds: readonly number[]) => {
    for (const productId of productIds) {
      dispatch(favouriteRemoved(productId));
      share({ type: 'favorite:remove', productId }, '', locale);
    }
  };
}
