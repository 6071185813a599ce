import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CART_ADDED_TOAST_MS } from '@/config/constants';
import { addedCleared, selectAddedNotice } from './cart-slice';
import './cart-added-toast.css';

/**
 * What the toast says: added; saved offline and sent when the network returns; saved because the
 * shop did not answer while the device was online.
 */
const TEXTS = {
  added: { title: 'added.title', text: 'added.text' },
  queued: { title: 'added.queuedTitle', text: 'added.queuedText' },
  unreachable: { title: 'added.unreachableTitle', text: 'added.unreachableText' },
} as const;

/**
 * The added notification (the spec: set on adding): a toast, top right, hidden after 5 s. An add
 * made offline only waits in the queue, so its toast says it is saved and sent later instead.
 */
export function CartAddedToast({ onOpenCart }: { onOpenCart: () => void }) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const added = useAppSelector(selectAddedNotice);

  useEffect(() => {
    if (!added) return undefined;
    const timer = window.setTimeout(() => dispatch(addedCleared()), CART_ADDED_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [added, dispatch]);

  const kind = !added?.isQueued ? 'added' : added.isShopUnreachable ? 'unreachable' : 'queued';
  return (
    <div className="cart-toast-region" aria-live="polite" role="status">
      {added ? (
        <div className="cart-toast" key={added.key}>
          <p className="cart-toast__title">{t(TEXTS[kind].title)}</p>
          <p className="cart-toast__text">
            {t(TEXTS[kind].text, { quantity: added.quantity, name: added.name })}
          </p>
          <div className="cart-toast__actions">
            <button
              type="button"
              className="cart-toast__open"
              onClick={() => {
                dispatch(addedCleared());
                onOpenCart();
              }}
            >
              {t('added.open')}
            </button>
            <button
              type="button"
              className="cart-toast__close"
              aria-label={t('added.close')}
              onClick={() => dispatch(addedCleared())}
            >
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
