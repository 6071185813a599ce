import { useTranslation } from 'react-i18next';
import type { RefusedChange } from './offline-queue-slice';

/**
 * The shopper's message for a change the shop refused on replay: the same localised reason the
 * cart or the newsletter form shows when it is refused online (cart:errors.*, newsletter:errors.*).
 */
export function useRefusedMessage() {
  const { t, i18n } = useTranslation(['sync', 'cart', 'newsletter', 'reviews']);
  return (refused: RefusedChange): string => {
    if (refused.kind === 'review') {
      const key = `reviews:replayErrors.${refused.code}`;
      const reason = i18n.exists(key)
        ? t(key as 'reviews:replayErrors.UNAUTHENTICATED')
        : t('reviews:errors.failed');
      return t('sync:refused.review', { reason });
    }
    if (refused.kind === 'newsletter') {
      const key = `newsletter:errors.${refused.code}`;
      const reason = i18n.exists(key)
        ? t(key as 'newsletter:errors.EMAIL_INVALID')
        : t('newsletter:errors.FEEDBACK_ERROR');
      return t('sync:refused.newsletter', { reason });
    }
    const key = `cart:errors.${refused.code}`;
    const reason = i18n.exists(key)
      ? t(key as 'cart:errors.UNKNOWN', refused.values)
      : t('cart:errors.UNKNOWN');
    return refused.label
      ? t('sync:refused.cartItem', { label: refused.label, reason })
      : t('sync:refused.cart', { reason });
  };
}
