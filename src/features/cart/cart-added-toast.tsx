import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CART_ADDED_TOAST_MS } from '@/config/constants';
import { addedCleared, selectAddedNotice } from './cart-slice';
import './cart-added-toast.css';

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

  return (
    <div className="cart-toast-region" aria-live="polite" role="status">
      {added ? (
        <div className="cart-toast" key={added.key}>
          <p className="cart-toast__title">
            {added.isQueued
              ? t(added.isShopUnreachable ? 'added.unreachableTitle' : 'added.queuedTitle')
              : t('added.title')}
          </p>
          <p className="cart-toast__text">
            {t(
              added.isQueued
                ? added.isShopUnreachable
                  ? 'added.unreachableText'
                  : 'added.queuedText'
                : 'added.text',
              { quantity: added.quantity, name: added.name },
            )}
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
