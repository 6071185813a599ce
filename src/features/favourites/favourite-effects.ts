// What a favourite change does beyond the state, loaded on the shopper's first heart click
// (with its texts) rather than with the start page.
import { getI18n } from '@/i18n/i18n-instances';
import { ensureNamespaces } from '@/i18n/lazy-namespaces';
import type { Locale } from '@/i18n/locale';
import { announce } from '@/lib/a11y/announce';
import { pushShopEvent } from '@/lib/analytics/push-event';
import { showSnackbar } from '@/lib/snackbar/snackbar-queue';
import { broadcastFavouriteChange, type FavouriteMessage } from './favourites-broadcast';
import { MAX_FAVOURITES } from './favourites-slice';

async function say(locale: Locale, key: 'added' | 'removed' | 'full', name: string) {
  await ensureNamespaces(locale, ['favourites']);
  const t = getI18n(locale).getFixedT(locale, 'favourites');
  const text = t(`toggle.${key}`, { name, max: MAX_FAVOURITES });
  // News the screen itself does not show goes to the shared snackbar, which everyone sees and
  // screen readers hear; the heart's own change is only read out.
  if (key === 'full') showSnackbar({ message: text, tone: 'warning' });
  else announce(text);
}

/**
 * Tells the other tabs, pushes favorite:add / favorite:remove and, for the heart the shopper
 * pressed (`name` given), says what happened to screen reader users.
 */
export async function shareFavouriteChange(change: FavouriteMessage, name: string, locale: Locale) {
  broadcastFavouriteChange(change);
  pushShopEvent(change.type, { productId: change.productId, ...(name ? { name } : {}) });
  if (name) await say(locale, change.type === 'favorite:add' ? 'added' : 'removed', name);
}

/** A heart pressed with the favourites full: everyone sees why nothing was added. */
export function sayFavouritesFull(locale: Locale): Promise<void> {
  return say(locale, 'full', '');
}
