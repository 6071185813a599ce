import type { AppStore } from './store';
import { listenForCustomerTypeChanges } from '@/features/customer-type/customer-type-broadcast';
import { listenForFavouriteChanges } from '@/features/favourites/favourites-broadcast';

/**
 * The shopper's preferences stay the same in every open tab, whatever its layout (the checkout
 * has no header): each tab applies the others' changes, so none writes an older copy back to
 * the persisted state. Listens for the whole life of the page; loaded after the first paint,
 * which needs none of it.
 */
export function listenForPreferenceChanges({ dispatch }: AppStore): () => void {
  const stops = [listenForFavouriteChanges(dispatch), listenForCustomerTypeChanges(dispatch)];
  return () => {
    for (const stop of stops) stop();
  };
}
